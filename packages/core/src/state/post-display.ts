import { stripTags } from '../text/strip-tags';

/** What a feed needs to know about a post to decide how it shows. */
export interface RepostLike<P> {
  text: string;
  title?: string | null;
  media: readonly unknown[];
  poll?: unknown;
  repost: P | null;
}

/** A repost with nothing of its own (no text, title, media or poll): only the post it passes on. */
export function isPureRepost<P>(post: RepostLike<P>): boolean {
  return (
    post.repost !== null &&
    stripTags(post.text).trim() === '' &&
    post.media.length === 0 &&
    !post.poll &&
    !post.title
  );
}

/** The post a card shows: the original for a pure repost, else the post itself. */
export function shownPost<P extends RepostLike<P>>(post: P): P {
  return isPureRepost(post) && post.repost ? post.repost : post;
}

/** "1 new post", "12 new posts". */
export function newPostsLabel(count: number): string {
  return count === 1 ? '1 new post' : `${count} new posts`;
}
