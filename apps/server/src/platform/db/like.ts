// LIKE/ILIKE patterns built from what people type: their %, _ and \ are matched literally.

/** The text with LIKE's wildcards and escape character escaped (PostgreSQL's default `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
