import { useCallback, useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import {
  CHANNEL_FETCH_DELAY_MS,
  DEFAULT_PAGE_SIZE,
  formatCompactNumber,
  type PageRequest,
  pluralize,
  POST_CATEGORY_LABELS,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, ButtonLink, EmptyState, Spinner, TextField } from '@trestle/ui';
import { openComposer } from '../../compose/open-composer';
import { fileUrl, profilePath } from '../../posts/files';
import { PostCard } from '../../posts/PostCard';
import { PostList } from '../../posts/PostList';
import type { PostMenuItem } from '../../posts/PostMenu';
import type { Post } from '../../posts/types';
import { usePagedPosts } from '../../posts/use-paged-posts';
import { useAuthUser, useServices } from '../../services-context';
import { useApiQuery } from '../../shared/api-query';
import { queryKeys } from '../../shared/query-keys';
import { usePageTitle } from '../../use-page-title';
import { ChannelFollowButton } from './ChannelFollowButton';
import { ChannelUnavailable } from './ChannelUnavailable';
import { channelFollowersPath, editChannelPath } from './paths';
import type { Channel } from './types';
import { useChannel } from './use-channel';
import { useDebounced } from '../../shared/use-paged-items';
import page from '../Page.module.css';
import styles from './Channels.module.css';

/** Posts per page of a channel (spec section 9: default page size 10). */
export const CHANNEL_POSTS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** `/channels/:channelId`: the header, the pinned post on top, and the channel's feed. */
export default function ChannelPage() {
  const { channelId = '' } = useParams();
  const { state, reload, update } = useChannel(channelId);
  usePageTitle(state.status === 'loaded' ? state.channel.title : 'Channel');
  if (state.status === 'loading') {
    return (
      <div className={page.page}>
        <Spinner label="Loading the channel" block />
      </div>
    );
  }
  if (state.status !== 'loaded') {
    return (
      <div className={page.page}>
        <h1 className={page.title}>Channel</h1>
        <ChannelUnavailable state={state} onRetry={reload} />
      </div>
    );
  }
  return <ChannelView key={state.channel.id} channel={state.channel} onChange={update} />;
}

function ChannelView({
  channel,
  onChange,
}: {
  channel: Channel;
  onChange: (channel: Channel) => void;
}) {
  const services = useServices();
  const me = useAuthUser();
  const owner = channel.owner.id === me?.id;
  const searchId = useId();
  const [search, setSearch] = useState('');
  // Spec section 9: the channel fetch waits 350 ms after the last keystroke.
  const query = useDebounced(search.trim(), CHANNEL_FETCH_DELAY_MS);

  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        services.client.api.GET('/user/channels/newsfeed', {
          params: {
            query: { channelId: channel.id, skip, limit, ...(query ? { search: query } : {}) },
          },
        }),
      ),
    [services, channel.id, query],
  );
  const list = usePagedPosts(fetchPage, CHANNEL_POSTS_PAGE_SIZE);
  const { load, add } = list;
  useEffect(() => load(), [load, fetchPage]);

  const pinned = usePinnedPost(channel.pinnedPostId);

  async function pin(postId: string | null) {
    try {
      const next = await unwrap(
        services.client.api.POST('/user/channel/{id}/pin', {
          params: { path: { id: channel.id } },
          body: { postId },
        }),
      );
      onChange(next);
      // The server orders the pinned post first: page one again in its order.
      load();
      services.notify(postId ? 'Pinned to the top of the channel.' : 'Unpinned.', 'success');
    } catch {
      // The client showed the server's message.
    }
  }

  const extraMenu = (post: Post): PostMenuItem[] =>
    owner && post.channel?.id === channel.id
      ? post.id === channel.pinnedPostId
        ? [{ label: 'Unpin from channel', onSelect: () => void pin(null) }]
        : [{ label: 'Pin to channel', onSelect: () => void pin(post.id) }]
      : [];

  function write() {
    openComposer(services, { kind: 'new', channelId: channel.id }, (post) => add(post));
  }

  const followers = channel.followersCount;
  const shownPosts = {
    ...list,
    // The pinned post shows on top, in its own place.
    posts: list.posts?.filter((post) => post.id !== channel.pinnedPostId) ?? null,
  };

  return (
    <div className={page.page}>
      <header className={styles.header}>
        <div
          className={styles.cover}
          style={
            channel.background_image
              ? { backgroundImage: `url("${fileUrl(channel.background_image)}")` }
              : undefined
          }
          role={channel.background_image ? 'img' : undefined}
          aria-label={channel.background_image ? `Background of ${channel.title}` : undefined}
        />
        <div className={styles.headerBody}>
          <div className={styles.headerTop}>
            <div className={styles.headerTitle}>
              <h1>{channel.title}</h1>
              <span className={styles.muted}>
                @{channel.name} · {POST_CATEGORY_LABELS[channel.category]}
                {channel.type === 'private' ? ' · Private' : ''}
              </span>
            </div>
            <div className={styles.actions}>
              {owner ? (
                <>
                  <Button onClick={write}>Post in this channel</Button>
                  <ButtonLink as={Link} to={editChannelPath(channel.id)} variant="secondary">
                    Edit channel
                  </ButtonLink>
                </>
              ) : (
                <ChannelFollowButton channel={channel} title={channel.title} onChange={onChange} />
              )}
            </div>
          </div>
          {channel.description ? <p className={styles.description}>{channel.description}</p> : null}
          <p className={styles.facts}>
            <Link to={channelFollowersPath(channel.id)} className={styles.link}>
              {formatCompactNumber(followers)} {pluralize(followers, 'follower')}
            </Link>
            <span>
              By{' '}
              <Link to={profilePath(channel.owner.username)} className={styles.link}>
                {channel.owner.general.displayName || channel.owner.username}
              </Link>
            </span>
          </p>
        </div>
      </header>

      {pinned ? (
        <section className={styles.section} aria-label="Pinned post">
          <PostCard
            post={pinned.post}
            note="Pinned in this channel"
            hideChannel
            onChange={pinned.set}
            onRemove={() => onChange({ ...channel, pinnedPostId: null })}
            extraMenu={extraMenu(pinned.post)}
          />
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby={`${searchId}-title`}>
        <h2 id={`${searchId}-title`} className={styles.sectionTitle}>
          Posts
        </h2>
        <TextField
          className={styles.search}
          label="Search this channel"
          type="text"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div className={page.feed} aria-busy={list.loadingFirst || list.loadingMore}>
          <PostList
            list={shownPosts}
            label={`Posts in ${channel.title}`}
            extraMenu={extraMenu}
            hideChannel
            empty={
              query ? (
                <EmptyState
                  className={page.notice}
                  title="Nothing found"
                  text={`No post in this channel matches “${query}”.`}
                />
              ) : (
                <EmptyState
                  className={page.notice}
                  title="No posts yet"
                  text={
                    owner
                      ? 'Write the first post of your channel: its followers get it in their home feed.'
                      : 'The owner has not posted in this channel yet.'
                  }
                  action={owner ? <Button onClick={write}>Post in this channel</Button> : null}
                />
              )
            }
          />
        </div>
      </section>
    </div>
  );
}

/** The pinned post, read when the channel names one (null while loading and without one). */
function usePinnedPost(postId: string | null) {
  const queries = useQueryClient();
  const pinned = useApiQuery(
    queryKeys.pinnedPost(postId ?? ''),
    (api) => api.GET('/user/post/{id}', { params: { path: { id: postId ?? '' } } }),
    { quiet: true, enabled: postId !== null },
  );
  const set = useCallback(
    (post: Post) => queries.setQueryData(queryKeys.pinnedPost(post.id), post),
    [queries],
  );
  if (!postId || pinned.data?.id !== postId) return null;
  return { post: pinned.data, set };
}
