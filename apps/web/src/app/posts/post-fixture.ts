// Posts for unit tests, shaped as the contract's Post.
import type { Post } from './types';

export const AUTHOR = {
  id: '0190b3c2-0000-7000-8000-0000000000aa',
  username: 'sam',
  general: { displayName: 'Sam Supplier', avatar: null },
};

/** Another author, for tests where the post is not Sam's (replies, quotes, the visitor feed). */
export const DANA = {
  id: '0190b3c2-0000-7000-8000-000000000002',
  username: 'dana',
  general: { displayName: 'Dana Builder', avatar: null },
};

/** A post numbered `n` (its id ends in n), by Sam unless `overrides` says otherwise. */
export function makePost(n: number, overrides: Partial<Post> = {}): Post {
  const post: Post = {
    id: `0190b3c2-0000-7000-8000-${String(n).padStart(12, '0')}`,
    kind: 'post',
    title: null,
    text: `<p>Post number ${n}</p>`,
    category: 'business',
    tags: [],
    media: [],
    link: null,
    poll: null,
    poll_result: null,
    user: AUTHOR,
    group: null,
    channel: null,
    repost: null,
    reply: null,
    likes_count: 0,
    liked_by_user: null,
    bookmarked_by_user: false,
    reposted_by_user: false,
    repost_count: 0,
    replies_count: 0,
    language: null,
    replied_by_user: false,
    height: null,
    width: null,
    replyPolicy: 'everyone',
    can_reply: true,
    reactions_count: { like: 0, dislike: 0, happy: 0, sad: 0, love: 0, hate: 0 },
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    editedAt: null,
  };
  return { ...post, ...overrides };
}

export function makePosts(from: number, count: number, overrides: Partial<Post> = {}): Post[] {
  return Array.from({ length: count }, (_, index) => makePost(from + index, overrides));
}
