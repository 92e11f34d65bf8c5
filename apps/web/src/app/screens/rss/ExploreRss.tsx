import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { PageRequest } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, EmptyState, TextField } from '@trestle/ui';
import { useServices } from '../../services-context';
import { SourceList } from './SourceList';
import { usePagedSources } from './use-sources';
import page from '../Page.module.css';
import styles from './Rss.module.css';

/**
 * The explore page's rss tab (spec section 2): every news source known here, searched by its
 * words, most added first, each with Add (or Remove once added). Mounted by the explore screen.
 */
export function ExploreRss({ initialSearch = '' }: { initialSearch?: string }) {
  const { client } = useServices();
  const [typed, setTyped] = useState(initialSearch);
  const [search, setSearch] = useState(initialSearch.trim());
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        client.api.GET('/user/rss/search', {
          params: { query: { skip, limit, ...(search ? { search } : {}) } },
        }),
      ),
    [client, search],
  );
  const list = usePagedSources(fetchPage);
  const { load } = list;
  // A new search starts again from page one.
  useEffect(() => load(), [load, fetchPage]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearch(typed.trim());
  }

  return (
    <section className={page.panel} aria-label="News sources">
      <form className={styles.form} role="search" onSubmit={submit}>
        <div className={styles.formRow}>
          <TextField
            label="Search news sources"
            value={typed}
            maxLength={200}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </div>
      </form>
      <SourceList
        list={list}
        onChange={list.replace}
        label="News sources found"
        failure="The news sources could not be loaded"
        empty={
          <EmptyState
            className={page.notice}
            title={search ? 'No news sources match' : 'No news sources yet'}
            text={
              search
                ? 'Try other words, or add a feed by its address on the News sources page.'
                : 'Add a feed by its address on the News sources page: it shows here for everyone.'
            }
          />
        }
      />
    </section>
  );
}
