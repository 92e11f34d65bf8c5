import { formatCompactNumber, isPureRepost, pluralize } from '@trestle/core';
import { authorName, PostContent } from '../../posts/PostContent';
import type { Post } from '../../posts/types';
// The signed-in card's styles: the visitor's card is that card without the actions.
import styles from '../../posts/PostCard.module.css';

export type { Post };

function count(value: number, one: string, many: string): string {
  return `${formatCompactNumber(value)} ${pluralize(value, one, many)}`;
}

export interface PostCardProps {
  post: Post;
}

/** A read-only post for visitors: author, time, category, text, media, quote, counts. */
export function PostCard({ post }: PostCardProps) {
  const pure = isPureRepost(post) && post.repost;
  const shown = pure ? post.repost! : post;
  return (
    <article
      className={styles.card}
      aria-label={`Post by ${authorName(shown)}`}
      data-post-id={post.id}
    >
      {pure ? <p className={styles.context}>{authorName(post)} reposted</p> : null}
      <PostContent post={shown} />
      <p className={`${styles.summary} ${styles.summarySpaced}`}>
        <span>{count(shown.likes_count, 'reaction', 'reactions')}</span>
        <span>{count(shown.replies_count, 'reply', 'replies')}</span>
        <span>{count(shown.repost_count, 'repost', 'reposts')}</span>
      </p>
    </article>
  );
}
