import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { unwrap, type components } from '@trestle/sdk';
import { Avatar, Button, EmptyState, LoadError, Spinner, TextField } from '@trestle/ui';
import { fileUrl, profilePath } from '../../posts/files';
import { useServices } from '../../services-context';
import { usePeopleSearch } from '../../shell/use-people-search';
import page from '../Page.module.css';
import styles from './Lists.module.css';

type Person = components['schemas']['UserSummary'];

/** People per page of a list's members. */
export const MEMBERS_PAGE_SIZE = 20;

type Members =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; people: Person[]; hasMore: boolean; loadingMore: boolean };

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
  const [members, setMembers] = useState<Members>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const { search, retry } = usePeopleSearch(typed);

  const fetchMembers = useCallback(
    (skip: number) =>
      unwrap(
        quietClient.api.GET('/user/list/{listId}', {
          params: { path: { listId }, query: { skip, limit: MEMBERS_PAGE_SIZE } },
        }),
      ).then((detail) => detail.items),
    [quietClient, listId],
  );

  useEffect(() => {
    let live = true;
    fetchMembers(0)
      .then((people) => {
        if (live) {
          setMembers({
            status: 'ready',
            people,
            hasMore: people.length === MEMBERS_PAGE_SIZE,
            loadingMore: false,
          });
        }
      })
      .catch((error: { messages?: string[] }) => {
        if (live) setMembers({ status: 'failed', message: error.messages?.join(' ') ?? '' });
      });
    return () => {
      live = false;
    };
  }, [fetchMembers, attempt]);

  async function loadMore() {
    if (members.status !== 'ready') return;
    setMembers({ ...members, loadingMore: true });
    try {
      const more = await fetchMembers(members.people.length);
      setMembers({
        status: 'ready',
        people: [
          ...members.people,
          ...more.filter((p) => !members.people.some((m) => m.id === p.id)),
        ],
        hasMore: more.length === MEMBERS_PAGE_SIZE,
        loadingMore: false,
      });
    } catch {
      setMembers({ ...members, hasMore: false, loadingMore: false });
    }
  }

  const onList = (id: string) =>
    members.status === 'ready' && members.people.some((p) => p.id === id);

  async function add(person: Person) {
    setBusy(person.id);
    const done = await client.api.POST('/user/list/{listId}/add/{userId}', {
      params: { path: { listId, userId: person.id } },
    });
    setBusy(null);
    if (!done.response.ok) return;
    setMembers((current) =>
      current.status === 'ready' && !current.people.some((p) => p.id === person.id)
        ? { ...current, people: [person, ...current.people] }
        : current,
    );
    services.notify(`@${person.username} is on the list.`, 'success');
  }

  async function remove(person: Person) {
    setBusy(person.id);
    const done = await client.api.POST('/user/list/{listId}/remove/{userId}', {
      params: { path: { listId, userId: person.id } },
    });
    setBusy(null);
    if (!done.response.ok) return;
    setMembers((current) =>
      current.status === 'ready'
        ? { ...current, people: current.people.filter((p) => p.id !== person.id) }
        : current,
    );
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
      {members.status === 'loading' ? <Spinner block label="Loading the people…" /> : null}
      {members.status === 'failed' ? (
        <LoadError
          title="The people could not be loaded"
          text={members.message || 'Please try again.'}
          onRetry={() => {
            setMembers({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        />
      ) : null}
      {members.status === 'ready' && members.people.length === 0 ? (
        <EmptyState
          className={page.notice}
          title="Nobody on this list yet"
          text="Search for people above and add them."
        />
      ) : null}
      {members.status === 'ready' && members.people.length > 0 ? (
        <ul className={styles.rows} aria-label="People on this list">
          {members.people.map((person) => (
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
      {members.status === 'ready' && members.hasMore ? (
        <Button variant="secondary" loading={members.loadingMore} onClick={() => void loadMore()}>
          Load more
        </Button>
      ) : null}
    </>
  );
}
