import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { DEFAULT_PAGE_SIZE, type ChannelOwnership, type PageRequest } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, ButtonLink, ChoiceChips, EmptyState, LoadError, Tabs } from '@trestle/ui';
import { PostSkeletons } from '../../posts/PostSkeleton';
import { useAuthUser, useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import { ChannelRow } from './ChannelRow';
import { ExploreChannels } from './ExploreChannels';
import { NEW_CHANNEL_PATH } from './paths';
import type { Channel } from './types';
import { ReorderButtons } from '../../shared/ReorderButtons';
import reorderStyles from '../../shared/ReorderButtons.module.css';
import { usePagedItems } from '../../shared/use-paged-items';
import { useReorder } from '../../shared/use-reorder';
import page from '../Page.module.css';
import styles from './Channels.module.css';

/** Channels per page (spec section 9: default page size 10). */
export const CHANNELS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

const FILTERS: readonly { value: ChannelOwnership; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'owner', label: 'Mine' },
  { value: 'follower', label: 'Following' },
];

const EMPTY: Record<ChannelOwnership, { title: string; text: string }> = {
  all: {
    title: 'No channels yet',
    text: 'Create a channel to publish to the people who follow it, or follow channels found in Explore.',
  },
  owner: {
    title: 'You run no channels',
    text: 'Create a channel to publish news, offers and updates to the people who follow it.',
  },
  follower: {
    title: 'You follow no channels',
    text: 'Follow channels found in Explore: their posts come to your home feed.',
  },
};

const TABS = [
  { value: 'mine', label: 'Your channels' },
  { value: 'find', label: 'Find channels' },
] as const;

/**
 * `/channels`: the channels the person runs and follows, filtered by ownership (spec §6) and in
 * their own order, and public channels to find and follow (explore's channels tab).
 */
export default function MyChannels() {
  usePageTitle('Channels');
  const [tab, setTab] = useState<(typeof TABS)[number]['value']>('mine');
  return (
    <div className={page.page}>
      <div className={page.titleRow}>
        <h1 className={page.title}>Channels</h1>
        <ButtonLink as={Link} to={NEW_CHANNEL_PATH}>
          Create a channel
        </ButtonLink>
      </div>
      <Tabs label="Channels" items={TABS} value={tab} onChange={setTab} className={page.tabs}>
        <div className={page.panel}>{tab === 'mine' ? <OwnChannels /> : <ExploreChannels />}</div>
      </Tabs>
    </div>
  );
}

function OwnChannels() {
  const { client } = useServices();
  const me = useAuthUser();
  const [ownership, setOwnership] = useState<ChannelOwnership>('all');
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        client.api.GET('/user/channels/own', {
          params: { query: { skip, limit, ...(ownership === 'all' ? {} : { type: ownership }) } },
        }),
      ),
    [client, ownership],
  );
  const list = usePagedItems<Channel>(fetchPage, CHANNELS_PAGE_SIZE, (item) => item.id);
  const { load } = list;
  const channels = list.items ?? [];
  // One order covers every channel the caller owns or follows (reorderChannels), and the server
  // drops the place of any channel left out of it: so Up / Down only with All shown.
  const ordering = ownership === 'all' && channels.length > 1;
  const reorder = useReorder(
    channels,
    (channel) => channel.id,
    (order) => unwrap(client.api.POST('/user/channels/order', { body: { order } })),
    load,
  );

  let body;
  if (list.loadingFirst) body = <PostSkeletons />;
  else if (list.error && !list.items?.length) {
    body = (
      <LoadError
        title="Your channels could not be loaded"
        text={list.error.messages.join(' ') || 'Please try again.'}
        onRetry={load}
      />
    );
  } else if (!list.items?.length) {
    body = (
      <EmptyState
        className={page.notice}
        title={EMPTY[ownership].title}
        text={EMPTY[ownership].text}
        action={
          ownership === 'follower' ? null : (
            <Link to={NEW_CHANNEL_PATH} className={styles.link}>
              Create a channel
            </Link>
          )
        }
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label="Your channels">
          {list.items.map((channel, index) => (
            <li key={channel.id} className={ordering ? reorderStyles.item : undefined}>
              <ChannelRow
                channel={channel}
                badge={channel.owner.id === me?.id ? 'Owner' : undefined}
                onChange={(item) => list.update(item.id, item)}
              />
              {ordering ? (
                <ReorderButtons
                  reorder={reorder}
                  index={index}
                  count={channels.length}
                  title={channel.title}
                />
              ) : null}
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
    <>
      <ChoiceChips label="Show" options={FILTERS} value={ownership} onChange={setOwnership} />
      <div className={page.feed} aria-busy={list.loadingFirst || list.loadingMore}>
        {body}
      </div>
    </>
  );
}
