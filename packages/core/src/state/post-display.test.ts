import { describe, expect, it } from 'vitest';
import { isPureRepost, newPostsLabel, shownPost } from './post-display';

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

  it('counts new posts in words', () => {
    expect(newPostsLabel(1)).toBe('1 new post');
    expect(newPostsLabel(3)).toBe('3 new posts');
  });
});
