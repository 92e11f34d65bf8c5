// What a post says, made safe and searchable: rich text through core's allow-list, hashtags and
// @mentions found in its plain text (core's rules). Text that is empty once tags and spaces are
// gone counts as no text at all.
import { hashtagsOf, mentionsOf, sanitiseRichText, stripTags } from '@trestle/core';

export interface CleanText {
  html: string;
  plain: string;
  tags: string[];
  mentions: string[];
}

export function cleanText(raw: string | undefined | null): CleanText {
  const html = sanitiseRichText(raw ?? '');
  const plain = stripTags(html).trim();
  return {
    html: plain === '' ? '' : html,
    plain,
    tags: hashtagsOf(plain),
    mentions: mentionsOf(plain),
  };
}
