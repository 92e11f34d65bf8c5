// A mail to a person in their language (issue 22, docs/decisions.md): its HTML is a whole document
// whose `lang` is the language its words are in (core wordsLanguage), and the dates it names are
// written in the person's language (core formattingLocale), in UTC since the mail cannot know where
// it is read.
import { formatDateTimeIn, formattingLocale, wordsLanguage } from '@trestle/core';
import type { MailMessage } from './mailer';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface MailParts {
  to: string;
  /** The person's chosen language (users.language); null: none chosen. */
  language: string | null;
  subject: string;
  lines: string[];
  /** A button: its label and link. */
  action?: [string, string] | undefined;
  /** A last small line (why this mail came). */
  footer?: string | undefined;
}

/** A date in a mail to a person who chose `language`. */
export function mailDate(date: Date, language: string | null): string {
  return formatDateTimeIn(date, formattingLocale(language), 'UTC');
}

export function composeMail(parts: MailParts): MailMessage {
  const [label, link] = parts.action ?? [];
  const text = [
    ...parts.lines,
    ...(parts.action ? [`${label}: ${link}`] : []),
    ...(parts.footer ? [parts.footer] : []),
  ];
  const body =
    parts.lines.map((l) => `<p>${escape(l)}</p>`).join('') +
    (parts.action ? `<p><a href="${escape(link!)}">${escape(label!)}</a></p>` : '') +
    (parts.footer ? `<p><small>${escape(parts.footer)}</small></p>` : '');
  return {
    to: parts.to,
    subject: parts.subject,
    text: `${text.join('\n\n')}\n`,
    html: `<!doctype html><html lang="${wordsLanguage(parts.language)}"><head><meta charset="utf-8"><title>${escape(
      parts.subject,
    )}</title></head><body>${body}</body></html>`,
  };
}
