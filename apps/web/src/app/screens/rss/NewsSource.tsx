import { useCallback, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, type PageRequest } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { EmptyState, LoadError } from '@trestle/ui';
import { PostList } from '../../posts/PostList';
import { PostSkeletons } from '../../posts/PostSkeleton';
import { usePagedPosts } from '../../posts/use-paged-posts';
import { useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import { NEWS_PATH } from './paths';
import { SourceCard } from './SourceCard';
import { useSource } from './use-source';
import page from '../Page.module.css';
import styles from './Rss.module.css';

/** `/news/:sourceId`: one news source (add or remove it) and its entries, newest first. */
export default function NewsSource() {
  const { sourceId = '' } = useParams();
  const { state, setSource, reload } = useSource(sourceId);
  usePageTitle(state.status === 'loaded' ? state.source.title : 'News source');

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
          onRetry={reload}
        />
      ) : null}
      {state.status === 'loaded' ? (
        <>
          <SourceCard source={state.source} onChange={setSource} />
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
