import { useCallback, useEffect } from 'react';
import { DEFAULT_PAGE_SIZE, type PageRequest } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { EmptyState } from '@trestle/ui';
import { usePagedPosts } from '../../posts/use-paged-posts';
import { useServices } from '../../services-context';
import { ShortsPlayer } from './ShortsPlayer';
import page from '../Page.module.css';

/** `/videos/shorts`: everyone's shorts, newest first, in the player. */
export function ShortsFeed() {
  const { client } = useServices();
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        client.api.GET('/explore/shorts', {
          params: { query: { chronology: 'recent', skip, limit } },
        }),
      ),
    [client],
  );
  const list = usePagedPosts(fetchPage, DEFAULT_PAGE_SIZE);
  const { load } = list;
  useEffect(() => load(), [load, fetchPage]);
  return (
    <ShortsPlayer
      list={list}
      label="Shorts"
      empty={
        <EmptyState
          className={page.notice}
          title="No shorts yet"
          text="Short vertical videos people post show here, one at a time."
        />
      }
    />
  );
}
