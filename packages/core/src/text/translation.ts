// When a post offers "Translate" (issue 8): it is written in a language other than the reader's,
// and the server can translate from that language into the reader's.

/** The primary language of a locale tag, lower case ('es-ES' -> 'es'); null when there is none. */
export function primaryLanguage(locale: string | null | undefined): string | null {
  const primary = (locale ?? '').trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  return /^[a-z]{2,3}$/.test(primary) ? primary : null;
}

export interface TranslatableLanguage {
  code: string;
  /** The languages this one can be translated into. */
  targets: readonly string[];
}

/**
 * Whether to offer "Translate" on a post: its language is known, differs from the reader's, and
 * the server translates it into the reader's. Languages without a server are an empty list.
 */
export function shouldOfferTranslation(
  postLanguage: string | null | undefined,
  readerLocale: string | null | undefined,
  languages: readonly TranslatableLanguage[],
): boolean {
  const from = primaryLanguage(postLanguage);
  const to = primaryLanguage(readerLocale);
  if (!from || !to || from === to) return false;
  return languages.some((language) => language.code === from && language.targets.includes(to));
}
