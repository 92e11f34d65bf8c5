import type { ReactNode } from 'react';
import { Button, LoadError, Spinner } from '@trestle/ui';
import type { PagedItems } from '../../shared/use-paged-items';
import styles from './Groups.module.css';

export interface ItemListProps<T> {
  list: PagedItems<T>;
  /** Accessible name of the list. */
  label: string;
  /** What the list is, for the error ("The members could not be loaded"). */
  what: string;
  empty: ReactNode;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
}

/** A paged list of the group screens: spinner, error with Retry, empty state, Load more. */
export function ItemList<T>({ list, label, what, empty, keyOf, render }: ItemListProps<T>) {
  const { items, loadingFirst, loadingMore, hasMore, error } = list;
  if (loadingFirst) return <Spinner block label={`Loading ${what}`} />;
  if (error && (items === null || items.length === 0)) {
    return (
      <LoadError
        title={`The ${what} could not be loaded`}
        text={error.messages.join(' ') || 'Please try again.'}
        onRetry={list.load}
      />
    );
  }
  if (!items || items.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {items.map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </ul>
      {hasMore ? (
        <Button variant="secondary" loading={loadingMore} onClick={list.loadMore}>
          Load more
        </Button>
      ) : null}
    </>
  );
}
