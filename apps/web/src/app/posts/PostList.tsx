import { type ReactNode } from 'react';
import { Button, LoadError } from '@trestle/ui';
import { Sentinel } from '../shared/Sentinel';
import { PostCard } from './PostCard';
import type { PostMenuItem } from './PostMenu';
import { PostSkeletons } from './PostSkeleton';
import type { Post } from './types';
import type { PagedPosts } from './use-paged-posts';
import styles from './PostList.module.css';

export interface PostListProps {
  list: PagedPosts;
  /** Accessible name of the list. */
  label: string;
  /** Shown when there is nothing (an EmptyState). */
  empty: ReactNode;
  /** What to do with a changed post; replacing it by default. */
  onChange?: (post: Post) => void;
  /** The reader moderates the group listed: they may delete its posts (PostCard). */
  groupModerator?: boolean;
  /** More menu items for each post, as this list offers them. */
  extraMenu?: (post: Post) => readonly PostMenuItem[];
  /** One channel's posts: the cards leave out "In <channel>". */
  hideChannel?: boolean;
}

/**
 * A paged list of post cards: skeletons while page one loads, an error with Retry, the empty
 * state, and further pages as the end scrolls into view (with a Load more button as well).
 */
export function PostList({
  list,
  label,
  empty,
  onChange,
  groupModerator,
  extraMenu,
  hideChannel = false,
}: PostListProps) {
  const { posts, loadingFirst, loadingMore, hasMore, error } = list;

  if (loadingFirst) return <PostSkeletons />;
  if (error && (posts === null || posts.length === 0)) {
    return (
      <LoadError
        title="The posts could not be loaded"
        text={error.messages.join(' ') || 'Please try again.'}
        onRetry={() => list.load()}
      />
    );
  }
  if (!posts || posts.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard
              post={post}
              onChange={onChange ?? list.replace}
              onRemove={list.remove}
              onNewPost={list.add}
              groupModerator={groupModerator}
              extraMenu={extraMenu?.(post)}
              hideChannel={hideChannel}
            />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <>
          <Sentinel key={posts.length} onVisible={list.loadMore} className={styles.sentinel} />
          <Button
            className={styles.more}
            variant="secondary"
            loading={loadingMore}
            onClick={list.loadMore}
          >
            Load more
          </Button>
        </>
      ) : null}
    </>
  );
}
