// The channels tab of explore (spec section 2): public channels found by words and categories,
// most followed first, each with Follow. Mounted by the explore screen; it holds no page title.
import { useCallback, useId, useState } from 'react';
import {
  CHANNEL_FETCH_DELAY_MS,
  DEFAULT_PAGE_SIZE,
  type PageRequest,
  type PostCategory,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, EmptyState, LoadError, TextField, VisuallyHidden } from '@trestle/ui';
import { PostSkeletons } from '../../posts/PostSkeleton';
import { CategoryChips } from '../feed/CategoryChips';
import { ChannelRow } from './ChannelRow';
import type { ChannelRef } from './types';
import { useDebounced, usePagedItems } from '../../shared/use-paged-items';
import { useServices } from '../../services-context';
import page from '../Page.module.css';
import styles from './Channels.module.css';

export const EXPLORE_CHANNELS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export interface ExploreChannelsProps {
  /** The search to start with (the explore screen's own search box, when it has one). */
  initialSearch?: string;
  /** A search given by the page (the explore screen's search bar): no search field of its own. */
  search?: string;
}

export function ExploreChannels({ initialSearch = '', search: given }: ExploreChannelsProps) {
  const { client } = useServices();
  const headingId = useId();
  const [search, setSearch] = useState(initialSearch);
  const [categories, setCategories] = useState<PostCategory[]>([]);
  const query = useDebounced((given ?? search).trim(), CHANNEL_FETCH_DELAY_MS);

  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        client.api.GET('/explore/channels', {
          params: {
            query: {
              skip,
              limit,
              ...(query ? { search: query } : {}),
              ...(categories.length > 0 ? { categories } : {}),
            },
          },
        }),
      ),
    [client, query, categories],
  );
  const list = usePagedItems<ChannelRef>(fetchPage, EXPLORE_CHANNELS_PAGE_SIZE, (item) => item.id);
  const { load } = list;

  let body;
  if (list.loadingFirst) body = <PostSkeletons />;
  else if (list.error && !list.items?.length) {
    body = (
      <LoadError
        title="The channels could not be loaded"
        text={list.error.messages.join(' ') || 'Please try again.'}
        onRetry={load}
      />
    );
  } else if (!list.items?.length) {
    body = (
      <EmptyState
        className={page.notice}
        headingLevel={3}
        title="No channels found"
        text={
          query || categories.length > 0
            ? 'Try other words or categories.'
            : 'Nobody has made a public channel yet.'
        }
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label="Channels found">
          {list.items.map((channel) => (
            <li key={channel.id}>
              <ChannelRow channel={channel} onChange={(item) => list.update(item.id, item)} />
            </li>
          ))}
        </ul>
        {list.hasMore ? (
          <Button variant="secondary" loading={list.loadingMore} onClick={list.loadMore}>
            Load more
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <VisuallyHidden as="h2" id={headingId}>
        Channels
      </VisuallyHidden>
      {given === undefined ? (
        <TextField
          className={styles.search}
          label="Search channels"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      ) : null}
      <CategoryChips selected={categories} onChange={setCategories} />
      <div className={page.feed} aria-busy={list.loadingFirst || list.loadingMore}>
        {body}
      </div>
    </section>
  );
}

export default ExploreChannels;
