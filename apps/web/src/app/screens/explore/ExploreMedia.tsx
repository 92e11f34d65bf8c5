import { useCallback, useEffect } from 'react';
import { type PageRequest } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, EmptyState, LoadError, MediaGrid, Spinner } from '@trestle/ui';
import { usePagedPosts } from '../../posts/use-paged-posts';
import { useServices } from '../../services-context';
import { Sentinel } from '../../shared/Sentinel';
import { filterParams, mediaFiltersOf, type MediaFilters } from './explore-filters';
import type { ExploreTabProps } from './explore-tabs';
import { MediaCard } from './MediaCard';
import { MediaFilterBar } from './MediaFilterBar';
import type { MediaTab } from './media-tabs';
import page from '../Page.module.css';
import styles from './Explore.module.css';

/** How many posts a media grid asks for at a time (a few rows of tiles). */
export const MEDIA_PAGE_SIZE = 24;

/**
 * A media tab (media, images, videos, GIFs, audio) or shorts: the explore search and the filters
 * in the address, a grid of tiles that open their posts, more as the end scrolls into view.
 */
export function ExploreMedia({ kind, q, params, setParams }: ExploreTabProps & { kind: MediaTab }) {
  const filters = mediaFiltersOf(params);
  const setFilters = (next: MediaFilters) => setParams(filterParams(next));
  return (
    <>
      <MediaFilterBar filters={filters} onChange={setFilters} withDuration={kind.hasDuration} />
      {/* New filters mount a fresh grid: its first load shows the full loader. */}
      <MediaResults key={params.toString()} kind={kind} search={q.trim()} filters={filters} />
    </>
  );
}

function MediaResults({
  kind,
  search,
  filters,
}: {
  kind: MediaTab;
  search: string;
  filters: MediaFilters;
}) {
  const { client } = useServices();
  const { categories, chronology, duration } = filters;
  const categoryKey = categories.join(',');
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) => {
      const query = {
        ...(search ? { search } : {}),
        ...(categoryKey ? { categories: categoryKey.split(',') as typeof categories } : {}),
        chronology,
        ...(kind.hasDuration ? { duration } : {}),
        skip,
        limit,
      };
      return unwrap(
        kind.mediaType === null
          ? client.api.GET('/explore/shorts', { params: { query } })
          : client.api.GET('/explore/media', {
              params: { query: { ...query, type: kind.mediaType } },
            }),
      );
    },
    // categories is read through its key: a new array with the same names is the same search.
    [client, kind, search, categoryKey, chronology, duration],
  );
  const list = usePagedPosts(fetchPage, MEDIA_PAGE_SIZE);
  const { load } = list;
  useEffect(() => load(), [load, fetchPage]);
  const { posts, loadingFirst, loadingMore, hasMore, error } = list;

  // The full loader on a tab's first load (spec section 2).
  if (loadingFirst) return <Spinner block label={`Loading ${kind.noun}…`} />;
  if (error && (posts === null || posts.length === 0)) {
    return (
      <LoadError
        title={`The ${kind.noun} could not be loaded`}
        text={error.messages.join(' ') || 'Please try again.'}
        onRetry={() => load()}
      />
    );
  }
  if (!posts || posts.length === 0) {
    return (
      <EmptyState
        className={page.notice}
        title={`No ${kind.noun} found`}
        text={
          search
            ? `Nothing matches “${search}” here. Try other words or filters.`
            : 'Nothing here yet with these filters.'
        }
      />
    );
  }
  return (
    <div className={styles.media} aria-busy={loadingMore}>
      <MediaGrid aria-label={`${kind.label} found`}>
        {posts.map((post) => (
          <li key={post.id}>
            <MediaCard post={post} />
          </li>
        ))}
      </MediaGrid>
      {hasMore ? (
        <>
          <Sentinel key={posts.length} onVisible={list.loadMore} />
          <Button variant="secondary" loading={loadingMore} onClick={list.loadMore}>
            Load more
          </Button>
        </>
      ) : null}
    </div>
  );
}
