// What a post says, made safe and searchable: rich text through core's rule (the allow-list, and
// '' when nothing readable is left, as the composer reads it), hashtags and @mentions found in its
// plain text (core's rules too).
import { hashtagsOf, mentionsOf, postTextOf, stripTags } from '@trestle/core';

export interface CleanText {
  html: string;
  plain: string;
  tags: string[];
  mentions: string[];
}

export function cleanText(raw: string | undefined | null): CleanText {
  const html = postTextOf(raw);
  const plain = stripTags(html).trim();
  return { html, plain, tags: hashtagsOf(plain), mentions: mentionsOf(plain) };
}
