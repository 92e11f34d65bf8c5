import { Link } from 'react-router';
import { formatCompactNumber, isPureRepost, pluralize } from '@trestle/core';
import { postPath } from '../../posts/files';
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
  /** The post's own page: the whole text, no fold. */
  full?: boolean;
}

/**
 * A read-only post for visitors: author, time, category, text, media, quote, counts. The author
 * leads to the public profile card, the time and the replies to the public post page.
 */
export function PostCard({ post, full = false }: PostCardProps) {
  const pure = isPureRepost(post) && post.repost;
  const shown = pure ? post.repost! : post;
  return (
    <article
      className={styles.card}
      aria-label={`Post by ${authorName(shown)}`}
      data-post-id={post.id}
    >
      {pure ? <p className={styles.context}>{authorName(post)} reposted</p> : null}
      <PostContent post={shown} visitor full={full} />
      <p className={`${styles.summary} ${styles.summarySpaced}`}>
        <span>{count(shown.likes_count, 'reaction', 'reactions')}</span>
        {full ? (
          <span>{count(shown.replies_count, 'reply', 'replies')}</span>
        ) : (
          <Link to={postPath(shown.id)}>{count(shown.replies_count, 'reply', 'replies')}</Link>
        )}
        <span>{count(shown.repost_count, 'repost', 'reposts')}</span>
      </p>
    </article>
  );
}
