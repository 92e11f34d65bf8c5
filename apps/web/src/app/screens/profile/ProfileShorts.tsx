import { useCallback, useEffect, useState } from 'react';
import { type PageRequest } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { EmptyState, LoadError } from '@trestle/ui';
import { fileUrl } from '../../posts/files';
import { PostSkeletons } from '../../posts/PostSkeleton';
import { usePagedPosts } from '../../posts/use-paged-posts';
import { Sentinel } from '../../shared/Sentinel';
import { useServices } from '../../services-context';
import { ShortsOverlay } from '../videos/ShortsOverlay';
import page from '../Page.module.css';
import styles from '../videos/Shorts.module.css';

/** Text of a short's tile: its words without markup, or when it was posted. */
function tileText(html: string, createdAt: string): string {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words || new Date(createdAt).toLocaleDateString();
}

/**
 * The profile's Shorts tab: the person's shorts newest first (`GET /user/profile/{id}/shorts`),
 * as posters; one pressed opens the shorts player over the page at that short.
 */
export function ProfileShorts({
  personId,
  name,
  own,
  pageSize,
}: {
  personId: string;
  name: string;
  own: boolean;
  pageSize: number;
}) {
  const { client } = useServices();
  const [open, setOpen] = useState<number | null>(null);
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        client.api.GET('/user/profile/{id}/shorts', {
          params: { path: { id: personId }, query: { chronology: 'recent', skip, limit } },
        }),
      ),
    [client, personId],
  );
  const list = usePagedPosts(fetchPage, pageSize);
  const { load } = list;
  useEffect(() => load(), [load, fetchPage]);

  const empty = (
    <EmptyState
      className={page.notice}
      title="No shorts yet"
      text={`${own ? 'You have' : `${name} has`} not posted a short video yet.`}
    />
  );
  const { posts, loadingFirst, error, hasMore } = list;
  if (loadingFirst) return <PostSkeletons />;
  if (error && (!posts || posts.length === 0)) {
    return (
      <LoadError
        title="The shorts could not be loaded"
        text={error.messages.join(' ') || 'Please try again.'}
        onRetry={() => list.load()}
      />
    );
  }
  if (!posts || posts.length === 0) return empty;
  return (
    <>
      <ul className={styles.grid} aria-label="Shorts">
        {posts.map((post, index) => {
          const video = post.media.find((item) => item.type === 'video');
          const text = tileText(post.text, post.createdAt);
          return (
            <li key={post.id}>
              <button
                type="button"
                className={styles.tile}
                aria-label={`Play short: ${text}`}
                onClick={() => setOpen(index)}
              >
                {video?.thumbnail ? <img src={fileUrl(video.thumbnail)} alt="" /> : null}
                <span className={styles.tileText} aria-hidden="true">
                  {text}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {hasMore ? <Sentinel key={posts.length} onVisible={list.loadMore} /> : null}
      {open !== null ? (
        <ShortsOverlay
          list={list}
          label={own ? 'Your shorts' : `${name}'s shorts`}
          startIndex={open}
          empty={empty}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
