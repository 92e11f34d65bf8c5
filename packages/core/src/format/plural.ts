/** The word for a count: "listing" for 1, "listings" otherwise (`many` for irregular plurals). */
export function pluralize(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/** A count with its word: "1 listing", "2 listings", "0 people" (with `many`). */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${pluralize(count, one, many)}`;
}
