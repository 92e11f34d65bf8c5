import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { PageRequest } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { EmptyState } from '@trestle/ui';
import { useServices } from '../../services-context';
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
  const [count, setCount] = useState<number | null>(null);
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(client.api.GET('/user/rss/own', { params: { query: { skip, limit } } })),
    [client],
  );
  const list = usePagedSources(fetchPage);
  useEffect(() => {
    let current = true;
    unwrap(client.api.GET('/user/rss/count')).then(
      (result) => current && setCount(result.count),
      () => current && setCount(null),
    );
    return () => {
      current = false;
    };
  }, [client]);

  function added(source: RssSource) {
    list.prepend(source);
    setCount((c) => (c === null ? c : c + 1));
  }

  function changed(source: RssSource) {
    if (source.own) return list.update(source.id, source);
    list.update(source.id, null);
    setCount((c) => (c === null ? c : Math.max(0, c - 1)));
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
