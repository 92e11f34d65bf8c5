// A directory category in the reader's language. Categories carry their names as the JSON text
// the spec describes ({"en":"Electricians","es":"Electricistas"}); a language it lacks, or
// translations that are not valid JSON, read as the category's own (English) name.
import { primaryLanguage } from './translation';

export interface NamedCategory {
  name: string;
  translations: string | null | undefined;
}

/** The translations as a map of language code to name; {} when unreadable. */
export function parseTranslations(translations: string | null | undefined): Record<string, string> {
  if (!translations) return {};
  try {
    const parsed: unknown = JSON.parse(translations);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && entry[1].trim() !== '',
      ),
    );
  } catch {
    return {};
  }
}

/** The category's name for a reader whose locale is `locale` ('es-MX' reads the 'es' name). */
export function categoryName(category: NamedCategory, locale: string | null | undefined): string {
  const language = primaryLanguage(locale);
  const names = parseTranslations(category.translations);
  return (language && names[language]) || category.name;
}
