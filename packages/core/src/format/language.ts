// The person's language (Settings, "Language"; null: as their browser) applied (issue 22,
// docs/decisions.md): dates and numbers are formatted in it everywhere Trestle speaks to them (the
// app and the mails), while `lang` attributes say the language the WORDS are in, which is the
// person's when the words exist in it (WORDS_LANGUAGES) and English otherwise: a page of English
// words marked "fr" would be read aloud by screen readers with French rules (WCAG 3.1.1).

import { primaryLanguage } from '../text/translation';

/** The languages Trestle's own words are written in. Only English today. */
export const WORDS_LANGUAGES: readonly string[] = ['en'];

/** The language of the words shown to a person who chose `preferred` (the `lang` to mark them). */
export function wordsLanguage(preferred: string | null | undefined): string {
  const language = preferred ? primaryLanguage(preferred) : null;
  return language && WORDS_LANGUAGES.includes(language) ? language : 'en';
}

/**
 * The locale to format dates and numbers in: the person's chosen language, else `fallback` (the
 * browser's, in the app; English in a mail).
 */
export function formattingLocale(preferred: string | null | undefined, fallback = 'en'): string {
  if (preferred) {
    try {
      return Intl.getCanonicalLocales(preferred)[0] ?? fallback;
    } catch {
      // Not a language tag: the fallback.
    }
  }
  return fallback;
}

let appLocale: string | undefined;

/**
 * The app says whose locale dates are written in once it knows the person (null: theirs is not
 * chosen, the runtime's is used). formatFullTime and formatAppDateTime follow it.
 */
export function setAppLocale(preferred: string | null | undefined): void {
  appLocale = preferred ? formattingLocale(preferred) : undefined;
}

/** The locale the app writes dates in now (undefined: the runtime's). */
export function appLocaleNow(): string | undefined {
  return appLocale;
}

/** A moment as a date and time in the app's locale ("3 Mar 2026, 14:05"), local time. */
export function formatAppDateTime(date: Date | string): string {
  const time = new Date(date);
  if (Number.isNaN(time.getTime())) return '';
  return new Intl.DateTimeFormat(appLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    time,
  );
}

/** A moment as a date and a time in the locale ("3 Mar 2026, 14:05"); `timeZone` when known. */
export function formatDateTimeIn(date: Date | string, locale: string, timeZone?: string): string {
  const time = new Date(date);
  if (Number.isNaN(time.getTime())) return '';
  // dateStyle cannot name the time zone: with one, the same parts are asked one by one.
  const options: Intl.DateTimeFormatOptions = timeZone
    ? {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
        timeZoneName: 'short',
      }
    : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(locale, options).format(time);
}
