// What a post says, made safe and searchable: rich text through core's allow-list, hashtags and
// @mentions found in its plain text. Text that is empty once tags and spaces are gone counts as no
// text at all.
import {
  sanitiseRichText,
  stripTags,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '@trestle/core';

const HASHTAG = /(?:^|[^\p{L}\p{N}_&])#([\p{L}\p{N}_]{1,64})/gu;
// A mention is @ and a username, by core's username rule (ASCII letters, digits, underscore).
const MENTION = new RegExp(
  `(?:^|[^\\p{L}\\p{N}_@])@([A-Za-z0-9_]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}})`,
  'gu',
);

export interface CleanText {
  html: string;
  plain: string;
  tags: string[];
  mentions: string[];
}

export function cleanText(raw: string | undefined | null): CleanText {
  const html = sanitiseRichText(raw ?? '');
  const plain = stripTags(html).trim();
  const tags = [...new Set([...plain.matchAll(HASHTAG)].map((m) => m[1]!.toLowerCase()))];
  const mentions = [...new Set([...plain.matchAll(MENTION)].map((m) => m[1]!.toLowerCase()))];
  return { html: plain === '' ? '' : html, plain, tags, mentions };
}
