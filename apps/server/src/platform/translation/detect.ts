// Language detection, offline (eld's medium n-gram database, loaded once with the module): for
// POST /detect and for each post's `language`, whether or not a translation server is set up.
import { stripTags } from '@trestle/core';
import { eld } from 'eld/medium';

export interface DetectedLanguage {
  language: string;
  /** Percent. */
  confidence: number;
}

/** Candidate languages, most likely first (at most five); empty when nothing can be told. */
export function detectLanguages(text: string): DetectedLanguage[] {
  const result = eld.detect(text);
  if (!result.language) return [];
  return Object.entries(result.getScores())
    .sort(([, a], [, b]) => b - a)
    .slice(0, 5)
    .map(([language, score]) => ({
      language,
      confidence: Math.round(Math.min(1, Math.max(0, score)) * 1000) / 10,
    }));
}

/** Fewer letters than this say too little to name a language ("ok", "👍"). */
const MIN_LETTERS = 8;

/** A post's language from its HTML, or null when the words are too few or the guess unsure. */
export function languageOfPost(html: string, title?: string | null): string | null {
  const text = `${title ?? ''} ${stripTags(html)}`.trim();
  if ((text.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) return null;
  const result = eld.detect(text);
  return result.language && result.isReliable() ? result.language : null;
}
