// Hashtags and @mentions in a post's plain text: what the server stores and searches, and what
// clients link. One rule for both sides.
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../validation/username';

/** Longest hashtag, without the `#`. */
export const HASHTAG_MAX_LENGTH = 64;

// A tag is # and a letter, then letters, digits or underscores ("Tip #1" is not a tag). It starts
// after a non-word character (so "a#b" and "&#39;" are not tags).
const TAG_BODY = `\\p{L}[\\p{L}\\p{N}_]{0,${HASHTAG_MAX_LENGTH - 1}}(?![\\p{L}\\p{N}_])`;
const TAG_START = '(?:^|[^\\p{L}\\p{N}_&])';
const HASHTAG = new RegExp(`${TAG_START}#(${TAG_BODY})`, 'gu');
// A mention is @ and a username, by the username rule (ASCII letters, digits, underscore).
const MENTION_BODY = `[A-Za-z0-9_]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}(?![A-Za-z0-9_])`;
const MENTION_START = '(?:^|[^\\p{L}\\p{N}_@])';
const MENTION = new RegExp(`${MENTION_START}@(${MENTION_BODY})`, 'gu');
// Both, for cutting a text into pieces: group 1 is what precedes, 2 the sign, 3 the tag or name.
const TAG_OR_MENTION = new RegExp(
  `(^|[^\\p{L}\\p{N}_&@])(?:(#)(${TAG_BODY})|(@)(${MENTION_BODY}))`,
  'gu',
);

const distinctLowercase = (matches: IterableIterator<RegExpMatchArray>) => [
  ...new Set([...matches].map((m) => m[1]!.toLowerCase())),
];

/** Whether a word (with or without its leading `#`) is a hashtag: a letter, then word characters. */
export function isHashtag(word: string): boolean {
  return new RegExp(`^#?${TAG_BODY}$`, 'u').test(word);
}

/** The distinct hashtags of a plain text, lower-cased, without the `#`. */
export function hashtagsOf(plain: string): string[] {
  return distinctLowercase(plain.matchAll(HASHTAG));
}

/** The distinct usernames a plain text mentions, lower-cased, without the `@`. */
export function mentionsOf(plain: string): string[] {
  return distinctLowercase(plain.matchAll(MENTION));
}

/** A piece of a post's text: plain words, a #tag or an @mention (value without the sign). */
export type PostTextPiece =
  { kind: 'text'; text: string } | { kind: 'tag' | 'mention'; text: string; value: string };

/** A text cut into plain pieces, tags and mentions, by the same rules as the extractors. */
export function postTextPieces(text: string): PostTextPiece[] {
  const pieces: PostTextPiece[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(TAG_OR_MENTION)) {
    const [whole, before = '', hash, tag, at, name] = match;
    plain += text.slice(last, match.index) + before;
    last = match.index + whole.length;
    if (plain) pieces.push({ kind: 'text', text: plain });
    plain = '';
    if (hash && tag) pieces.push({ kind: 'tag', text: `#${tag}`, value: tag.toLowerCase() });
    else if (at && name) pieces.push({ kind: 'mention', text: `@${name}`, value: name });
  }
  plain += text.slice(last);
  if (plain) pieces.push({ kind: 'text', text: plain });
  return pieces;
}

/** Where a tag and a mention lead (already safe to put in an attribute after escaping). */
export interface PostLinkTargets {
  tag: (tag: string) => string;
  mention: (username: string) => string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Sanitised post HTML with its #tags and @mentions made links (`data-post-link` marks them, so a
 * client can route them itself). Text inside an existing link is left alone. Runs on sanitised
 * HTML, where every attribute is quoted and escaped, so no `>` can hide inside a tag.
 */
export function linkifyPostHtml(html: string, targets: PostLinkTargets): string {
  let insideLink = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<a[\s>]/i.test(part)) insideLink += 1;
        else if (/^<\/a\s*>/i.test(part)) insideLink = Math.max(0, insideLink - 1);
        return part;
      }
      if (insideLink > 0 || !part) return part;
      return postTextPieces(part)
        .map((piece) => {
          if (piece.kind === 'text') return piece.text;
          const href =
            piece.kind === 'tag' ? targets.tag(piece.value) : targets.mention(piece.value);
          return `<a href="${escapeAttribute(href)}" data-post-link="${piece.kind}">${piece.text}</a>`;
        })
        .join('');
    })
    .join('');
}

/** A #tag or @mention being typed: its sign and what follows it so far. */
export interface TypedTagOrMention {
  sign: '#' | '@';
  query: string;
}

const TYPED = new RegExp(
  `(?:^|[^\\p{L}\\p{N}_&@])(?:#(\\p{L}[\\p{L}\\p{N}_]{0,${HASHTAG_MAX_LENGTH - 1}}|)|@([A-Za-z0-9_]{0,${USERNAME_MAX_LENGTH}}))$`,
  'u',
);

/**
 * The tag or mention the text before the caret ends in ("Thanks @bu" → @ "bu"), by the same
 * rules as the extractors; null when the caret is not in one ("Tip #1", "a@b").
 */
export function tagOrMentionBeingTyped(before: string): TypedTagOrMention | null {
  const match = TYPED.exec(before);
  if (!match) return null;
  return match[2] !== undefined
    ? { sign: '@', query: match[2] }
    : { sign: '#', query: match[1] ?? '' };
}
