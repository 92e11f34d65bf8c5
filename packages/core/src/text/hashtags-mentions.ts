// Hashtags and @mentions in a post's plain text: what the server stores and searches, and what
// clients link. One rule for both sides.
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../validation/username';

// A tag starts after a non-word character (so "a#b" and "&#39;" are not tags).
const HASHTAG = /(?:^|[^\p{L}\p{N}_&])#([\p{L}\p{N}_]{1,64})/gu;
// A mention is @ and a username, by the username rule (ASCII letters, digits, underscore).
const MENTION = new RegExp(
  `(?:^|[^\\p{L}\\p{N}_@])@([A-Za-z0-9_]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}})`,
  'gu',
);

const distinctLowercase = (matches: IterableIterator<RegExpMatchArray>) => [
  ...new Set([...matches].map((m) => m[1]!.toLowerCase())),
];

/** The distinct hashtags of a plain text, lower-cased, without the `#`. */
export function hashtagsOf(plain: string): string[] {
  return distinctLowercase(plain.matchAll(HASHTAG));
}

/** The distinct usernames a plain text mentions, lower-cased, without the `@`. */
export function mentionsOf(plain: string): string[] {
  return distinctLowercase(plain.matchAll(MENTION));
}
