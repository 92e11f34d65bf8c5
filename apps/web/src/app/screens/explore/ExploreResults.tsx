import type { ReactNode } from 'react';
import { Button, EmptyState, LoadError, Spinner } from '@trestle/ui';
import type { PagedItems } from '../../shared/use-paged-items';
import page from '../Page.module.css';
import styles from './Explore.module.css';

export interface ExploreResultsProps<T> {
  results: PagedItems<T>;
  /** Accessible name of the result list. */
  label: string;
  emptyTitle: string;
  emptyText: string;
  row: (item: T) => ReactNode;
  keyOf: (item: T) => string;
}

/**
 * An explore tab's results: the full loader on the first load (spec section 2), the error with
 * Retry, the empty state, the rows and Load more.
 */
export function ExploreResults<T>({
  results,
  label,
  emptyTitle,
  emptyText,
  row,
  keyOf,
}: ExploreResultsProps<T>) {
  const { items, loadingFirst, loadingMore, hasMore, error } = results;
  if (loadingFirst) return <Spinner block label="Searching…" />;
  if (error && (items === null || items.length === 0)) {
    return (
      <LoadError
        title="The search did not work"
        text={error.messages.join(' ') || 'Please try again.'}
        onRetry={results.load}
      />
    );
  }
  if (!items || items.length === 0) {
    return <EmptyState className={page.notice} title={emptyTitle} text={emptyText} />;
  }
  return (
    <>
      <ul className={styles.rows} aria-label={label}>
        {items.map((item) => (
          <li key={keyOf(item)}>{row(item)}</li>
        ))}
      </ul>
      {hasMore ? (
        <Button variant="secondary" loading={loadingMore} onClick={results.loadMore}>
          Load more
        </Button>
      ) : null}
    </>
  );
}
