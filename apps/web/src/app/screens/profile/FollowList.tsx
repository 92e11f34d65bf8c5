import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { createPagingMachine, type PageRequest, type PageResult } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Button, EmptyState, LoadError } from '@trestle/ui';
import { PostSkeletons } from '../../posts/PostSkeleton';
import { profilePath } from '../../posts/files';
import { useAuthUser, useServices } from '../../services-context';
import { usePageTitle } from '../../use-page-title';
import { PersonCard } from './PersonCard';
import { ProfileUnavailable } from './ProfileScreen';
import type { UserSummary } from './types';
import { useProfile } from './use-profile';
import page from '../Page.module.css';
import styles from './Profile.module.css';

export const PEOPLE_PAGE_SIZE = 20;

export type FollowListKind = 'followers' | 'following';

/** `/profile/:username/followers` and `/following`: people cards with follow buttons, paged. */
export function FollowList({ username, kind }: { username: string; kind: FollowListKind }) {
  const { state, reload } = useProfile(username);
  const title = kind === 'followers' ? 'Followers' : 'Following';
  usePageTitle(`${title} · @${username}`);
  if (state.status === 'missing') return <ProfileUnavailable />;
  if (state.status === 'failed') {
    return (
      <LoadError title="The profile could not be loaded" text={state.message} onRetry={reload} />
    );
  }
  const profile = state.status === 'loaded' ? state.profile : null;
  const name = profile ? profile.general.displayName || profile.username : `@${username}`;
  return (
    <div className={page.page}>
      <div>
        <Link to={profilePath(username)} className={styles.textLink}>
          Back to {name}
        </Link>
        <h1 className={page.title}>
          {title} <span className={styles.titleHandle}>@{username}</span>
        </h1>
      </div>
      <nav aria-label="People" className={page.chips}>
        <Link
          to={`${profilePath(username)}/followers`}
          className={page.chip}
          aria-current={kind === 'followers' ? 'page' : undefined}
        >
          Followers
        </Link>
        <Link
          to={`${profilePath(username)}/following`}
          className={page.chip}
          aria-current={kind === 'following' ? 'page' : undefined}
        >
          Following
        </Link>
      </nav>
      {profile ? (
        profile.blockedByMe ? (
          <EmptyState
            className={page.notice}
            title={`You blocked @${profile.username}`}
            text="Unblock them on their profile to see who they follow and who follows them."
          />
        ) : (
          <People key={`${profile.id}-${kind}`} personId={profile.id} kind={kind} name={name} />
        )
      ) : (
        <PostSkeletons />
      )}
    </div>
  );
}

function People({
  personId,
  kind,
  name,
}: {
  personId: string;
  kind: FollowListKind;
  name: string;
}) {
  const services = useServices();
  const me = useAuthUser();
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest): Promise<PageResult<UserSummary>> => {
      const params = { path: { id: personId }, query: { skip, limit } };
      return unwrap(
        kind === 'followers'
          ? services.client.api.GET('/user/followers/{id}', { params })
          : services.client.api.GET('/user/following/{id}', { params }),
      );
    },
    [services, personId, kind],
  );
  const machine = useMemo(
    () =>
      createPagingMachine<UserSummary>().provide({
        actors: {
          fetchPage: fromPromise<PageResult<UserSummary>, PageRequest>(({ input }) =>
            fetchPage(input),
          ),
        },
      }),
    [fetchPage],
  );
  const [snapshot, send] = useMachine(machine, { input: { pageSize: PEOPLE_PAGE_SIZE } });
  const [changed, setChanged] = useState<Record<string, UserSummary>>({});
  useEffect(() => send({ type: 'LOAD' }), [send]);
  const { items, hasMore, error } = snapshot.context;

  if (items === null || snapshot.matches('loading')) return <PostSkeletons />;
  if (error && items.length === 0) {
    return (
      <LoadError
        title="The people could not be loaded"
        text={error.messages.join(' ') || 'Please try again.'}
        onRetry={() => send({ type: 'LOAD' })}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        className={page.notice}
        title={kind === 'followers' ? 'No followers yet' : 'Not following anyone yet'}
        text={
          kind === 'followers'
            ? `People who follow ${name} show here.`
            : `People ${name} follows show here.`
        }
      />
    );
  }
  return (
    <>
      <ul className={styles.people} aria-label={kind === 'followers' ? 'Followers' : 'Following'}>
        {items.map((item) => {
          const person = changed[item.id] ?? item;
          return (
            <li key={person.id}>
              <PersonCard
                person={person}
                meId={me?.id}
                onChange={(next) => setChanged((c) => ({ ...c, [next.id]: next }))}
              />
            </li>
          );
        })}
      </ul>
      {hasMore ? (
        <Button
          variant="secondary"
          loading={snapshot.matches('loadingMore')}
          onClick={() => send({ type: 'LOAD_MORE' })}
        >
          Load more
        </Button>
      ) : null}
    </>
  );
}
