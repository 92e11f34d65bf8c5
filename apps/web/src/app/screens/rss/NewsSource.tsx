import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, toNormalisedError, type PageRequest } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { EmptyState } from '@trestle/ui';
import { PostList } from '../../posts/PostList';
import { PostSkeletons } from '../../posts/PostSkeleton';
import { usePagedPosts } from '../../posts/use-paged-posts';
import { LoadError } from '../../shared/LoadError';
import { useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import { NEWS_PATH } from './paths';
import { SourceCard } from './SourceCard';
import type { RssSource } from './types';
import page from '../Page.module.css';
import styles from './Rss.module.css';

type SourceState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; source: RssSource };

/** `/news/:sourceId`: one news source (add or remove it) and its entries, newest first. */
export default function NewsSource() {
  const { sourceId = '' } = useParams();
  const { client } = useServices();
  const [state, setState] = useState<SourceState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  usePageTitle(state.status === 'loaded' ? state.source.title : 'News source');

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    // The quiet way: an unknown source is a state of the screen, not a failure to toast.
    client.api.GET('/user/rss/{id}', { params: { path: { id: sourceId } } }).then(
      ({ data, response }) => {
        if (!current) return;
        if (data) setState({ status: 'loaded', source: data });
        else if (response.status === 404 || response.status === 400) setState({ status: 'missing' });
        else setState({ status: 'failed', message: 'The news source could not be loaded.' });
      },
      (failure: unknown) => {
        if (current) {
          setState({ status: 'failed', message: toNormalisedError(failure).messages.join(' ') });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [client, sourceId, version]);

  return (
    <div className={page.page}>
      <div className={styles.header}>
        <Link to={NEWS_PATH} className={styles.back}>
          Back to your news sources
        </Link>
        <h1 className={page.title}>
          {state.status === 'loaded' ? state.source.title : 'News source'}
        </h1>
      </div>
      {state.status === 'loading' ? <PostSkeletons /> : null}
      {state.status === 'missing' ? (
        <EmptyState
          className={page.notice}
          title="News source not found"
          text="It may have been an address that was never added here."
        />
      ) : null}
      {state.status === 'failed' ? (
        <LoadError
          title="The news source could not be loaded"
          text={state.message}
          onRetry={() => setVersion((v) => v + 1)}
        />
      ) : null}
      {state.status === 'loaded' ? (
        <>
          <SourceCard
            source={state.source}
            onChange={(source) => setState({ status: 'loaded', source })}
          />
          <SourceEntries sourceId={state.source.id} />
        </>
      ) : null}
    </div>
  );
}

function SourceEntries({ sourceId }: { sourceId: string }) {
  const { client } = useServices();
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        client.api.GET('/user/rss/newsfeed/{id}', {
          params: { path: { id: sourceId }, query: { skip, limit } },
        }),
      ),
    [client, sourceId],
  );
  const list = usePagedPosts(fetchPage, DEFAULT_PAGE_SIZE);
  const { load } = list;
  useEffect(() => load(), [load, fetchPage]);
  return (
    <div className={page.feed} aria-busy={list.loadingFirst || list.loadingMore}>
      <PostList
        list={list}
        label="Stories from this source"
        empty={
          <EmptyState
            className={page.notice}
            title="No stories yet"
            text="New stories show here once the feed publishes them; it is checked every half hour."
          />
        }
      />
    </div>
  );
}
