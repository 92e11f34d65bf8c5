import { stripTags } from '../text/strip-tags';

/** What a feed needs to know about a post to decide how it shows. */
export interface RepostLike<P> {
  text: string;
  title?: string | null;
  media: readonly unknown[];
  poll?: unknown;
  repost: P | null;
}

/**
 * The words a reader sees in a post: its title and its text with every tag stripped and entities
 * decoded, trimmed. The server stores it lower-cased (posts.plain_text) for muted words and search.
 */
export function plainTextOf(post: { title?: string | null; text: string }): string {
  return [post.title ?? '', stripTags(post.text)].join('\n').trim();
}

/** A post's own content, whatever it passes on: the shape of a post row and of an API post. */
export interface OwnContent {
  text: string;
  title?: string | null;
  media: readonly unknown[];
  poll?: unknown;
}

/**
 * A repost with nothing of its own: no visible words (title or text), no media, no poll. It shows
 * only the post it passes on; a quote (anything of its own) is a post in its own right. The ONE
 * definition: the web cards, the server's reads, its SQL form (platform/feed/read-rules.ts) and
 * the quote-a-repost rule (createPost) all use it. `reposts` says whether it passes a post on.
 */
export function isPureRepostOf(post: OwnContent, reposts: boolean): boolean {
  return reposts && plainTextOf(post) === '' && post.media.length === 0 && !post.poll;
}

/** A presented post that is a pure repost (see isPureRepostOf). */
export function isPureRepost<P>(post: RepostLike<P>): boolean {
  return isPureRepostOf(post, post.repost !== null);
}

/** The post a card shows: the original for a pure repost, else the post itself. */
export function shownPost<P extends RepostLike<P>>(post: P): P {
  return isPureRepost(post) && post.repost ? post.repost : post;
}

/** "1 new post", "12 new posts". */
export function newPostsLabel(count: number): string {
  return count === 1 ? '1 new post' : `${count} new posts`;
}
