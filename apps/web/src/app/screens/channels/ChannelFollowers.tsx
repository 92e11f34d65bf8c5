import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import type { PageRequest } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, EmptyState, LoadError } from '@trestle/ui';
import { PostSkeletons } from '../../posts/PostSkeleton';
import { useAuthUser, useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import { PersonCard } from '../profile/PersonCard';
import { ChannelUnavailable } from './ChannelUnavailable';
import { channelPath } from './paths';
import type { UserSummary } from './types';
import { useChannel } from './use-channel';
import { usePagedItems } from '../../shared/use-paged-items';
import page from '../Page.module.css';
import profileStyles from '../profile/Profile.module.css';
import styles from './Channels.module.css';

export const FOLLOWERS_PAGE_SIZE = 20;

/** `/channels/:channelId/followers`: the channel's followers, newest first, with Follow. */
export default function ChannelFollowers() {
  const { channelId = '' } = useParams();
  const { state, reload } = useChannel(channelId);
  const title = state.status === 'loaded' ? state.channel.title : 'Channel';
  usePageTitle(`Followers · ${title}`);
  return (
    <div className={page.page}>
      <div>
        <Link to={channelPath(channelId)} className={styles.link}>
          Back to {title}
        </Link>
        <h1 className={page.title}>Followers of {title}</h1>
      </div>
      {state.status === 'loaded' ? (
        <Followers channelId={state.channel.id} />
      ) : state.status === 'loading' ? (
        <PostSkeletons />
      ) : (
        <ChannelUnavailable state={state} onRetry={reload} />
      )}
    </div>
  );
}

function Followers({ channelId }: { channelId: string }) {
  const { client } = useServices();
  const me = useAuthUser();
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        client.api.GET('/user/channel/{id}/followers', {
          params: { path: { id: channelId }, query: { skip, limit } },
        }),
      ),
    [client, channelId],
  );
  const list = usePagedItems<UserSummary>(fetchPage, FOLLOWERS_PAGE_SIZE, (item) => item.id);
  const { load } = list;

  if (list.loadingFirst) return <PostSkeletons />;
  if (list.error && !list.items?.length) {
    return (
      <LoadError
        title="The followers could not be loaded"
        text={list.error.messages.join(' ') || 'Please try again.'}
        onRetry={load}
      />
    );
  }
  if (!list.items?.length) {
    return (
      <EmptyState
        className={page.notice}
        title="No followers yet"
        text="People who follow this channel show here."
      />
    );
  }
  return (
    <>
      <ul className={profileStyles.people} aria-label="Followers">
        {list.items.map((person) => (
          <li key={person.id}>
            <PersonCard
              person={person}
              meId={me?.id}
              onChange={(item) => list.update(item.id, item)}
            />
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
