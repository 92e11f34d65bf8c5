import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  formatCompactNumber,
  pluralize,
  RIGHT_COLUMN_PEOPLE,
  RIGHT_COLUMN_TOPICS,
} from '@trestle/core';
import type { components } from '@trestle/sdk';
import { Avatar, Button, Card, EmptyState, VisuallyHidden } from '@trestle/ui';
import { fileUrl, profilePath } from '../posts/files';
import { useServices } from '../services-context';
import { useApiQuery } from '../shared/api-query';
import { queryKeys } from '../shared/query-keys';
import styles from './RightColumn.module.css';

type Tag = components['schemas']['Tag'];
type Person = components['schemas']['UserSummary'];
export type TopicPeriod = 'day' | 'week';

/**
 * Where a topic leads: the explore search for "#tag". Explore is not built yet (it says so), but
 * this is the address its search will read, so the links stay right when it comes; the feeds have
 * no topic filter to send them to meanwhile.
 */
export function topicPath(name: string): string {
  return `/explore?q=${encodeURIComponent(`#${name}`)}`;
}

/** A slot's list, as the slot shows it: items (null while loading), failed, and Retry. */
function slotOf<T>(
  query: {
    data: { items: T[] } | undefined;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  },
  limit: number,
) {
  const failed = query.isError && !query.isFetching;
  return {
    items: failed ? null : (query.data?.items.slice(0, limit) ?? null),
    failed,
    retry: () => void query.refetch(),
  };
}

/** The right column's two slots: five trending topics and five people to follow (spec §2). */
export function RightColumn() {
  return (
    <>
      <TrendingTopics />
      <PeopleToFollow />
    </>
  );
}

function Skeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={styles.skeletons}>
      {[0, 1, 2].map((index) => (
        <span key={index} className={styles.skeleton} aria-hidden="true" />
      ))}
    </div>
  );
}

function Failed({ text, onRetry, again }: { text: string; onRetry: () => void; again: string }) {
  return (
    <div className={styles.failed} role="alert">
      <p>{text}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {again}
      </Button>
    </div>
  );
}

function TrendingTopics() {
  const [period, setPeriod] = useState<TopicPeriod>('day');
  const topics = slotOf<Tag>(
    useApiQuery(queryKeys.trendingTopics(period, RIGHT_COLUMN_TOPICS), (api) =>
      api.GET('/user/tags', { params: { query: { period, limit: RIGHT_COLUMN_TOPICS } } }),
    ),
    RIGHT_COLUMN_TOPICS,
  );
  const periodWords = period === 'day' ? 'today' : 'this week';

  return (
    <Card as="section" aria-labelledby="right-topics" padding="sm" className={styles.slot}>
      <div className={styles.head}>
        <h2 id="right-topics" className={styles.title}>
          Trending topics
        </h2>
        <div className={styles.toggle} role="group" aria-label="Trending over">
          {(['day', 'week'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={styles.toggleButton}
              aria-pressed={period === value}
              onClick={() => setPeriod(value)}
            >
              {value === 'day' ? 'Day' : 'Week'}
            </button>
          ))}
        </div>
      </div>
      {topics.failed ? (
        <Failed text="The topics could not be loaded." onRetry={topics.retry} again="Load again" />
      ) : topics.items === null ? (
        <Skeleton label="Loading topics…" />
      ) : topics.items.length === 0 ? (
        <EmptyState
          size="compact"
          headingLevel={3}
          title={`No topics ${periodWords}`}
          text="Hashtags used in posts show here, the most used first."
        />
      ) : (
        <ol className={styles.list} aria-label={`Trending ${periodWords}`}>
          {topics.items.map((tag) => (
            <li key={tag.id}>
              <Link className={styles.topic} to={topicPath(tag.name)}>
                <span className={styles.topicName}>#{tag.name}</span>
                <span className={styles.muted}>
                  {formatCompactNumber(tag.postsCount)} {pluralize(tag.postsCount, 'post')}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function PeopleToFollow() {
  const services = useServices();
  const { client } = services;
  const queries = useQueryClient();
  const people = slotOf<Person>(
    useApiQuery(queryKeys.suggestedPeople(RIGHT_COLUMN_PEOPLE), (api) =>
      api.GET('/explore/people/suggested', { params: { query: { limit: RIGHT_COLUMN_PEOPLE } } }),
    ),
    RIGHT_COLUMN_PEOPLE,
  );
  const [following, setFollowing] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState<Record<string, boolean>>({});

  async function toggle(person: Person) {
    const was = following[person.id] ?? person.followedByMe === true;
    // Optimistic: the button changes at once and goes back if the server refuses.
    setFollowing((all) => ({ ...all, [person.id]: !was }));
    setBusy((all) => ({ ...all, [person.id]: true }));
    const { response } = await (
      was
        ? client.api.POST('/user/{id}/unfollow', { params: { path: { id: person.id } } })
        : client.api.POST('/user/{id}/follow', { params: { path: { id: person.id } } })
    ).catch(() => ({ response: null }));
    if (!response?.ok) setFollowing((all) => ({ ...all, [person.id]: was }));
    // Their profile, if read before, is read again when opened.
    else void queries.invalidateQueries({ queryKey: queryKeys.profiles(), refetchType: 'none' });
    setBusy((all) => ({ ...all, [person.id]: false }));
  }

  return (
    <Card as="section" aria-labelledby="right-people" padding="sm" className={styles.slot}>
      <h2 id="right-people" className={styles.title}>
        People to follow
      </h2>
      {people.failed ? (
        <Failed
          text="The suggestions could not be loaded."
          onRetry={people.retry}
          again="Load again"
        />
      ) : people.items === null ? (
        <Skeleton label="Loading people…" />
      ) : people.items.length === 0 ? (
        <EmptyState
          size="compact"
          headingLevel={3}
          title="No suggestions yet"
          text="Follow a few people: the people they follow will show here."
        />
      ) : (
        <ul className={styles.list} aria-label="Suggested people">
          {people.items.map((person) => {
            const name = person.general.displayName || person.username;
            const followed = following[person.id] ?? person.followedByMe === true;
            return (
              <li key={person.id} className={styles.person}>
                <Avatar
                  name={name}
                  src={person.general.avatar ? fileUrl(person.general.avatar) : null}
                  alt=""
                  size="sm"
                />
                <Link className={styles.personLink} to={profilePath(person.username)}>
                  <span className={styles.personName}>{name}</span>
                  <span className={styles.muted}>@{person.username}</span>
                </Link>
                <Button
                  size="sm"
                  variant={followed ? 'secondary' : 'primary'}
                  disabled={busy[person.id] === true}
                  onClick={() => void toggle(person)}
                >
                  {followed ? 'Following' : 'Follow'}
                  <VisuallyHidden> {name}</VisuallyHidden>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
