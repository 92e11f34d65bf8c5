// The passages of a document that contain a search's words: what a search result shows under a
// project ("…install a standing-seam metal roof over…"). Whole words, any case; overlapping
// passages are merged; each is cut at word boundaries.

/** Characters of context kept on each side of a matching word. */
const CONTEXT = 80;
/** A passage is never longer than this (the contract's FileSearchHit.includes items). */
export const PASSAGE_MAX_LENGTH = 500;

/** The words of a search, as whole words to find (letters and digits; punctuation splits). */
export function searchWords(keyword: string): string[] {
  const words = keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)];
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Up to `max` short excerpts of `text` around the words of `keyword`, in document order. Empty
 * when no word of the search occurs as a whole word.
 */
export function passagesFor(text: string, keyword: string, max = 3): string[] {
  const words = searchWords(keyword);
  if (words.length === 0 || max <= 0 || !text) return [];
  // Longest first, so "roofing" is not cut short by "roof" when both are searched.
  const alternatives = words.sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  const windows: { start: number; end: number }[] = [];
  for (const match of text.matchAll(pattern)) {
    const start = Math.max(0, match.index - CONTEXT);
    const end = Math.min(text.length, match.index + match[0].length + CONTEXT);
    const last = windows.at(-1);
    if (last && start <= last.end) {
      // Near the previous passage: grow it while it stays short, else start after it.
      if (end - last.start <= PASSAGE_MAX_LENGTH - 2) {
        last.end = Math.max(last.end, end);
        continue;
      }
      if (match.index < last.end) continue;
    }
    if (windows.length === max) break;
    windows.push({ start: Math.max(start, last?.end ?? 0), end });
  }
  return windows.map(({ start, end }) => excerpt(text, start, end));
}

/** text[start, end) widened or narrowed to whole words, one line, with ellipses where cut. */
function excerpt(text: string, start: number, end: number): string {
  let from = start;
  let to = end;
  // Move inwards to the next space so no word is cut in half.
  if (from > 0 && /\S/.test(text[from - 1]!)) {
    const space = text.slice(from, to).search(/\s/);
    if (space >= 0) from += space + 1;
  }
  if (to < text.length && /\S/.test(text[to]!)) {
    const space = text.slice(from, to).search(/\s\S*$/);
    if (space >= 0) to = from + space;
  }
  const passage = text.slice(from, to).replace(/\s+/g, ' ').trim();
  // Whitespace only shrinks, so the window's bound (PASSAGE_MAX_LENGTH - 2) holds here too.
  return `${from > 0 ? '…' : ''}${passage}${to < text.length ? '…' : ''}`;
}
