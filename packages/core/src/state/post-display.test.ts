import { describe, expect, it } from 'vitest';
import {
  isPureRepost,
  isPureRepostOf,
  newPostsLabel,
  plainTextOf,
  shownPost,
} from './post-display';

type P = { id: string; text: string; media: unknown[]; poll: null; title: null; repost: P | null };
const original: P = {
  id: 'o',
  text: '<p>Hi</p>',
  media: [],
  poll: null,
  title: null,
  repost: null,
};

describe('post display', () => {
  it('tells a pure repost from a quote', () => {
    const pure: P = { ...original, id: 'r', text: '<p> </p>', repost: original };
    const quote: P = { ...original, id: 'q', text: '<p>Look</p>', repost: original };
    expect(isPureRepost(pure)).toBe(true);
    expect(isPureRepost(quote)).toBe(false);
    expect(isPureRepost(original)).toBe(false);
    expect(shownPost(pure)).toBe(original);
    expect(shownPost(quote)).toBe(quote);
  });

  it('takes a repost with media, a poll or a title for a quote, and markup alone for nothing', () => {
    const bare = { text: '<p><strong> </strong></p>', title: null, media: [], poll: null };
    expect(isPureRepostOf(bare, true)).toBe(true);
    expect(isPureRepostOf(bare, false)).toBe(false);
    expect(isPureRepostOf({ ...bare, media: [{ type: 'image' }] }, true)).toBe(false);
    expect(isPureRepostOf({ ...bare, poll: { choices: ['a', 'b'] } }, true)).toBe(false);
    expect(isPureRepostOf({ ...bare, title: 'Title' }, true)).toBe(false);
  });

  it('reads the plain text a reader sees: title and text, tags stripped, entities decoded', () => {
    expect(plainTextOf({ title: 'Site', text: '<p><a href="x">Pour &amp; cure</a></p>' })).toBe(
      'Site\nPour & cure',
    );
    expect(plainTextOf({ text: '<blockquote><strong></strong></blockquote>' })).toBe('');
  });

  it('counts new posts in words', () => {
    expect(newPostsLabel(1)).toBe('1 new post');
    expect(newPostsLabel(3)).toBe('3 new posts');
  });
});
