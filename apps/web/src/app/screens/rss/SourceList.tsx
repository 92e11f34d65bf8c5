import type { ReactNode } from 'react';
import { Button, LoadError } from '@trestle/ui';
import { PostSkeletons } from '../../posts/PostSkeleton';
import { SourceCard } from './SourceCard';
import type { RssSource } from './types';
import type { PagedItems } from '../../shared/use-paged-items';
import styles from './Rss.module.css';

export interface SourceListProps {
  list: PagedItems<RssSource>;
  onChange: (source: RssSource) => void;
  /** Accessible name of the list. */
  label: string;
  /** Heading of the error box when page one fails. */
  failure: string;
  /** Shown when there is nothing (an EmptyState). */
  empty: ReactNode;
}

/** A paged list of source cards: skeletons while loading, an error with Retry, the empty state. */
export function SourceList({ list, onChange, label, failure, empty }: SourceListProps) {
  const { items: sources, loadingFirst, loadingMore, hasMore, error } = list;
  if (loadingFirst) return <PostSkeletons />;
  if (error && (sources === null || sources.length === 0)) {
    return (
      <LoadError
        title={failure}
        text={error.messages.join(' ') || 'Please try again.'}
        onRetry={() => list.load()}
      />
    );
  }
  if (!sources || sources.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className={styles.sources} aria-label={label}>
        {sources.map((source) => (
          <li key={source.id}>
            <SourceCard source={source} onChange={onChange} />
          </li>
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
