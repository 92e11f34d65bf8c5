// Rules for settings values.

/**
 * Muted words as they are kept: trimmed, blanks dropped, one of each regardless of letter case
 * (the feeds match them case-insensitively), in the order given.
 */
export function cleanMuteWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const word of words.map((w) => w.trim()).filter(Boolean)) {
    const key = word.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(word);
  }
  return kept;
}
