import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { PageRequest } from '@trestle/core';
import { unwrap, type components } from '@trestle/sdk';
import { Avatar, Button, EmptyState, LoadError, Spinner, TextField } from '@trestle/ui';
import { fileUrl, profilePath } from '../../posts/files';
import { useServices } from '../../services-context';
import { queryKeys } from '../../shared/query-keys';
import { usePagedItems } from '../../shared/use-paged-items';
import { usePeopleSearch } from '../../shell/use-people-search';
import page from '../Page.module.css';
import styles from './Lists.module.css';

type Person = components['schemas']['UserSummary'];

/** People per page of a list's members. */
export const MEMBERS_PAGE_SIZE = 20;

function PersonRow({ person, children }: { person: Person; children: React.ReactNode }) {
  const name = person.general.displayName || person.username;
  return (
    <li className={styles.row}>
      <Avatar
        name={name}
        src={person.general.avatar ? fileUrl(person.general.avatar) : null}
        size="sm"
      />
      <div className={styles.rowMain}>
        <Link to={profilePath(person.username)} className={styles.rowTitle}>
          {name}
        </Link>
        <span className={styles.muted}>@{person.username}</span>
      </div>
      <div className={styles.actions}>{children}</div>
    </li>
  );
}

/** The people on a list (most recently added first), removing them, and adding people found. */
export function ListMembers({ listId }: { listId: string }) {
  const services = useServices();
  const { client, quietClient } = services;
  const queries = useQueryClient();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const { search, retry } = usePeopleSearch(typed);

  // The list's detail carries its people, paged by core's paging machine.
  const fetchMembers = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(
        quietClient.api.GET('/user/list/{listId}', {
          params: { path: { listId }, query: { skip, limit } },
        }),
      ).then((detail) => ({ items: detail.items })),
    [quietClient, listId],
  );
  const members = usePagedItems<Person>(fetchMembers, MEMBERS_PAGE_SIZE, (p) => p.id);
  const people = members.items ?? [];
  const failed = members.error !== null && !members.loadingFirst && people.length === 0;
  const ready = !members.loadingFirst && !failed;

  const onList = (id: string) => people.some((p) => p.id === id);

  /** The lists' counts of people changed: read again when shown next. */
  const countsChanged = () =>
    void queries.invalidateQueries({ queryKey: queryKeys.myLists(), refetchType: 'none' });

  async function add(person: Person) {
    setBusy(person.id);
    const done = await client.api.POST('/user/list/{listId}/add/{userId}', {
      params: { path: { listId, userId: person.id } },
    });
    setBusy(null);
    if (!done.response.ok) return;
    if (!onList(person.id)) members.prepend(person);
    countsChanged();
    services.notify(`@${person.username} is on the list.`, 'success');
  }

  async function remove(person: Person) {
    setBusy(person.id);
    const done = await client.api.POST('/user/list/{listId}/remove/{userId}', {
      params: { path: { listId, userId: person.id } },
    });
    setBusy(null);
    if (!done.response.ok) return;
    members.update(person.id, null);
    countsChanged();
  }

  return (
    <>
      <TextField
        label="Add people"
        hint="Search by name or username."
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {search.status === 'loading' ? <Spinner size="sm" label="Searching…" showLabel /> : null}
      {search.status === 'failed' ? (
        <LoadError text="The search did not work." onRetry={retry} />
      ) : null}
      {search.status === 'done' && search.people.length === 0 ? (
        <p className={styles.muted}>Nobody found for “{search.query}”.</p>
      ) : null}
      {search.status === 'done' && search.people.length > 0 ? (
        <ul className={styles.rows} aria-label="People found">
          {search.people.map((person) => (
            <PersonRow key={person.id} person={person}>
              {onList(person.id) ? (
                <span className={styles.muted}>On the list</span>
              ) : (
                <Button
                  size="sm"
                  loading={busy === person.id}
                  aria-label={`Add @${person.username}`}
                  onClick={() => void add(person)}
                >
                  Add
                </Button>
              )}
            </PersonRow>
          ))}
        </ul>
      ) : null}

      <h2 className={page.title}>On this list</h2>
      {members.loadingFirst ? <Spinner block label="Loading the people…" /> : null}
      {failed ? (
        <LoadError
          title="The people could not be loaded"
          text={members.error?.messages.join(' ') || 'Please try again.'}
          onRetry={members.load}
        />
      ) : null}
      {ready && people.length === 0 ? (
        <EmptyState
          className={page.notice}
          title="Nobody on this list yet"
          text="Search for people above and add them."
        />
      ) : null}
      {ready && people.length > 0 ? (
        <ul className={styles.rows} aria-label="People on this list">
          {people.map((person) => (
            <PersonRow key={person.id} person={person}>
              <Button
                size="sm"
                variant="secondary"
                loading={busy === person.id}
                aria-label={`Remove @${person.username}`}
                onClick={() => void remove(person)}
              >
                Remove
              </Button>
            </PersonRow>
          ))}
        </ul>
      ) : null}
      {ready && members.hasMore ? (
        <Button variant="secondary" loading={members.loadingMore} onClick={members.loadMore}>
          Load more
        </Button>
      ) : null}
    </>
  );
}
