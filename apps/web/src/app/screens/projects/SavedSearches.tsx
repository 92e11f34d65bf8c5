// The saved searches tab: each search with its filters and schedule, to run or delete.
import { useCallback, useState } from 'react';
import {
  countOf,
  DEFAULT_PAGE_SIZE,
  type PageRequest,
  PROJECT_CATEGORY_LABELS,
  PROJECT_SORT_LABELS,
  SEARCH_SCHEDULE_LABELS,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, EmptyState, LoadError } from '@trestle/ui';
import { useServices } from '../../services-context';
import { usePagedItems } from '../../shared/use-paged-items';
import { filtersFromSaved, type BoardFilters, type ProjectFilters } from '../board/board-filters';
import { useCount } from '../board/use-count';
import styles from '../board/Board.module.css';
import page from '../Page.module.css';
import type { SavedSearch } from './types';

/** The filters in words: "concrete · within 50 mi of 78701 · remote only · Energy". */
export function describeFilters(filters: ProjectFilters): string {
  const parts: string[] = [];
  if (filters.searchKeyword) parts.push(`“${filters.searchKeyword}”`);
  if (filters.zip) {
    parts.push(
      filters.radius !== undefined && filters.radius < 100_000
        ? `within ${filters.radius} ${filters.units === 'km' ? 'km' : 'mi'} of ${filters.zip}`
        : `near ${filters.zip}`,
    );
  }
  if (filters.searchLocationLabel) parts.push(filters.searchLocationLabel);
  if (filters.remote === true) parts.push('remote only');
  if (filters.remote === false) parts.push('on-site only');
  if (filters.category) parts.push(PROJECT_CATEGORY_LABELS[filters.category]);
  if (filters.sort && filters.sort !== 'newest') parts.push(PROJECT_SORT_LABELS[filters.sort]);
  return parts.join(' · ') || 'Every project';
}

/** The number of saved searches (read again once one is saved). */
export const SAVED_SEARCHES_COUNT_KEY = ['board', 'projects', 'count', 'searches'] as const;

export function SavedSearches({ onOpen }: { onOpen: (filters: BoardFilters) => void }) {
  const { client, quietClient } = useServices();
  // Searches deleted here since the count was read.
  const [deleted, setDeleted] = useState(0);
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(client.api.GET('/user/searches', { params: { query: { skip, limit } } })),
    [client],
  );
  const list = usePagedItems<SavedSearch>(fetchPage, DEFAULT_PAGE_SIZE, (item) => item.id);
  const counted = useCount(SAVED_SEARCHES_COUNT_KEY, () =>
    unwrap(quietClient.api.GET('/user/searches/count')),
  );
  const count = counted === null ? null : Math.max(0, counted - deleted);

  async function remove(search: SavedSearch) {
    try {
      await unwrap(client.api.DELETE('/user/search/{id}', { params: { path: { id: search.id } } }));
      list.update(search.id, null);
      setDeleted((n) => n + 1);
    } catch {
      // The client has shown the server's message.
    }
  }

  if (list.loadingFirst) return <p role="status">Loading your saved searches…</p>;
  if (list.error && !list.items?.length) {
    return (
      <LoadError
        title="Your saved searches could not be loaded"
        text={list.error.messages.join(' ') || 'Please try again.'}
        onRetry={list.load}
      />
    );
  }
  if (!list.items?.length) {
    return (
      <EmptyState
        className={page.notice}
        title="No saved searches"
        text="Search the projects, then “Save this search” to find it here and have new matches mailed to you."
      />
    );
  }
  return (
    <>
      {count !== null ? (
        <p className={styles.counts}>{countOf(count, 'saved search', 'saved searches')}</p>
      ) : null}
      <ul className={styles.list} aria-label="Saved searches">
        {list.items.map((search) => (
          <li key={search.id}>
            <article className={styles.card} aria-labelledby={`search-${search.id}`}>
              <div className={styles.cardTop}>
                <h2 className={styles.cardTitle} id={`search-${search.id}`}>
                  {search.title}
                </h2>
                <span className={styles.hint}>
                  Mailed: {SEARCH_SCHEDULE_LABELS[search.schedule].toLowerCase()}
                </span>
              </div>
              <p className={styles.hint}>{describeFilters(search.filters)}</p>
              <div className={styles.cardActions}>
                <Button
                  size="sm"
                  aria-label={`Run: ${search.title}`}
                  onClick={() => onOpen(filtersFromSaved(search.filters))}
                >
                  Run
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Delete: ${search.title}`}
                  onClick={() => void remove(search)}
                >
                  Delete
                </Button>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {list.hasMore ? (
        <Button variant="secondary" loading={list.loadingMore} onClick={list.loadMore}>
          Load more
        </Button>
      ) : null}
    </>
  );
}
