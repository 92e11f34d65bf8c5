// The words of a saved search's digest mail: the new projects (each linked to its page, with its
// place and budget), how many there are in all, and the unsubscribe link. Plain text and HTML.
import type { MailMessage } from '../../platform/mail/mailer';

export interface DigestProject {
  title: string;
  link: string;
  place: string | null;
  budget: string | null;
}

/** Projects a mail lists; the rest are counted ("and 12 more"). */
export const DIGEST_MAX_PROJECTS = 20;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const details = (p: DigestProject) => [p.place, p.budget].filter((d) => d !== null).join(' · ');

export function digestMail(input: {
  to: string;
  name: string;
  searchTitle: string;
  total: number;
  projects: DigestProject[];
  unsubscribeLink: string;
}): MailMessage {
  const { total, projects } = input;
  const count = total === 1 ? '1 new project' : `${total} new projects`;
  const more = total - projects.length;
  const intro = `Hi ${input.name}, ${count} ${total === 1 ? 'matches' : 'match'} your saved search “${input.searchTitle}”.`;
  const moreLine = more > 0 ? `…and ${more} more on Trestle.` : null;
  const outro = 'You get this mail because of the schedule you chose for this saved search.';
  const stop = 'Stop these mails';

  const textItems = projects.map((p) => {
    const line = details(p);
    return `- ${p.title}${line ? ` (${line})` : ''}\n  ${p.link}`;
  });
  const text = [
    intro,
    '',
    ...textItems,
    ...(moreLine ? ['', moreLine] : []),
    '',
    outro,
    `${stop}: ${input.unsubscribeLink}`,
    '',
  ].join('\n');

  const htmlItems = projects
    .map((p) => {
      const line = details(p);
      return (
        `<li><a href="${escape(p.link)}">${escape(p.title)}</a>` +
        (line ? ` <span>${escape(line)}</span>` : '') +
        '</li>'
      );
    })
    .join('');
  const html =
    `<p>${escape(intro)}</p><ul>${htmlItems}</ul>` +
    (moreLine ? `<p>${escape(moreLine)}</p>` : '') +
    `<p>${escape(outro)}</p>` +
    `<p><a href="${escape(input.unsubscribeLink)}">${escape(stop)}</a></p>`;

  return { to: input.to, subject: `${count} for “${input.searchTitle}” on Trestle`, text, html };
}
