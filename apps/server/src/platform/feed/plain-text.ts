// The text muted words and word search match: what a reader sees (core's plainTextOf: title and
// text, tags stripped, entities decoded), lower-cased once here so SQL and memory compare the
// same string the same way (JavaScript's toLowerCase, whatever the database's locale).
import { plainTextOf } from '@trestle/core';

/** The value of posts.plain_text for a post with this title and text (migration 0022). */
export function storedPlainText(post: { title?: string | null; text: string }): string {
  return plainTextOf(post).toLowerCase();
}

/** A muted word or search word as it is compared with posts.plain_text ('' matches nothing). */
export function matchWord(word: string): string {
  return word.trim().toLowerCase();
}
