/** The word for a count: "listing" for 1, "listings" otherwise (`many` for irregular plurals). */
export function pluralize(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/** A count with its word: "1 listing", "2 listings", "0 people" (with `many`). */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${pluralize(count, one, many)}`;
}

/**
 * A board's counts with one's own share: "120 projects · 3 posted by you, 2 still open",
 * "1 project · none posted by you". `own` and `open` are left out while unknown (null).
 */
export function boardCountsText(
  all: number,
  own: number | null,
  open: number | null,
  one: string,
  many = `${one}s`,
): string {
  let text = countOf(all, one, many);
  if (own === null) return text;
  text += ` · ${own === 0 ? 'none' : own} posted by you`;
  if (own > 0 && open !== null) text += `, ${open === 0 ? 'none' : open} still open`;
  return text;
}
