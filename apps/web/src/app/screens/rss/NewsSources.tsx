import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { PageRequest } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { EmptyState } from '@trestle/ui';
import { useServices } from '../../services-context';
import { useApiQuery } from '../../shared/api-query';
import { queryKeys } from '../../shared/query-keys';
import { usePageTitle } from '../../use-page-title';
import { AddSourceForm } from './AddSourceForm';
import { SourceList } from './SourceList';
import type { RssSource } from './types';
import { usePagedSources } from './use-sources';
import page from '../Page.module.css';
import styles from './Rss.module.css';

/**
 * `/news`: the person's news (RSS) sources. Add one by its feed address, see each (its page lists
 * its entries), remove one. The entries of all of them are the News tab of the home feed.
 */
export default function NewsSources() {
  usePageTitle('News sources');
  const { client } = useServices();
  const queries = useQueryClient();
  const counted = useApiQuery(queryKeys.rssSourceCount(), (api) => api.GET('/user/rss/count'));
  const count = counted.data?.count ?? null;
  /** Keeps the count in step with a source added or removed here. */
  const addToCount = (delta: number) =>
    queries.setQueryData<{ count: number }>(queryKeys.rssSourceCount(), (c) =>
      c ? { ...c, count: Math.max(0, c.count + delta) } : c,
    );
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(client.api.GET('/user/rss/own', { params: { query: { skip, limit } } })),
    [client],
  );
  const list = usePagedSources(fetchPage);
  function added(source: RssSource) {
    list.prepend(source);
    addToCount(1);
  }

  function changed(source: RssSource) {
    if (source.own) return list.update(source.id, source);
    list.update(source.id, null);
    addToCount(-1);
  }

  return (
    <div className={page.page}>
      <div className={page.titleRow}>
        <h1 className={page.title}>News sources</h1>
        <Link to="/?feed=news" className={styles.back}>
          Read your news
        </Link>
      </div>
      <AddSourceForm onAdded={added} />
      <h2 className={styles.muted} aria-live="polite">
        {count === null ? 'Your sources' : `Your sources (${count})`}
      </h2>
      <SourceList
        list={list}
        onChange={changed}
        label="Your news sources"
        failure="Your sources could not be loaded"
        empty={
          <EmptyState
            className={page.notice}
            title="No news sources yet"
            text="Add the address of a news feed above: its stories will show in the News tab of your home feed."
          />
        }
      />
    </div>
  );
}
