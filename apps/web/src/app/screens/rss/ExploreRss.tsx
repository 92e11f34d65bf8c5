import { useCallback, useState } from 'react';
import type { PageRequest } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { EmptyState } from '@trestle/ui';
import { useServices } from '../../services-context';
import { SearchForm } from '../../shared/SearchForm';
import { SourceList } from './SourceList';
import { usePagedSources } from './use-sources';
import page from '../Page.module.css';

/**
 * The explore page's rss tab (spec section 2): every news source known here, searched by its
 * words, most added first, each with Add (or Remove once added). Mounted by the explore screen.
 */
export interface ExploreRssProps {
  /** The search to start with. */
  initialSearch?: string;
  /** A search given by the page (the explore screen's search bar): no search field of its own. */
  search?: string;
}

export function ExploreRss({ initialSearch = '', search: given }: ExploreRssProps) {
  const { client } = useServices();
  const [ownSearch, setSearch] = useState(initialSearch.trim());
  const search = given !== undefined ? given.trim() : ownSearch;
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        client.api.GET('/user/rss/search', {
          params: { query: { skip, limit, ...(search ? { search } : {}) } },
        }),
      ),
    [client, search],
  );
  // A new search starts again from page one (the list loads when fetchPage changes).
  const list = usePagedSources(fetchPage);

  return (
    <section className={page.panel} aria-label="News sources">
      {given === undefined ? (
        <SearchForm label="Search news sources" initial={initialSearch} onSearch={setSearch} />
      ) : null}
      <SourceList
        list={list}
        onChange={(source) => list.update(source.id, source)}
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
