import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Avatar, EmptyState, TextField } from '@trestle/ui';
import { useAuthUser, useServices } from '../../services-context';
import { nameOf, type UserSummary } from './dm-types';
import page from '../Page.module.css';
import styles from './Messages.module.css';

const SEARCH_DEBOUNCE_MS = 250;
const PEOPLE_LIMIT = 20;

/** "People": find someone (POST /users/search) and open the chat with them. */
export function PeopleSearch({ onOpen }: { onOpen?: () => void }) {
  const { quietClient } = useServices();
  const me = useAuthUser()?.id;
  const [query, setQuery] = useState('');
  const [people, setPeople] = useState<UserSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const search = query.trim();

  useEffect(() => {
    if (!search) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      quietClient.api
        .POST('/users/search', {
          body: { search, limit: PEOPLE_LIMIT },
          signal: controller.signal,
        })
        .then(
          ({ data }) => {
            setFailed(!data);
            setPeople(data?.items ?? []);
          },
          () => undefined,
        );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [quietClient, search]);

  const shown = search ? (people ?? []).filter((person) => person.id !== me) : [];
  return (
    <div className={styles.search}>
      <TextField
        label="Find people"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Name or username"
      />
      {failed ? <p role="alert">The search failed. Please try again.</p> : null}
      {search && people !== null && shown.length === 0 && !failed ? (
        <EmptyState className={page.notice} title="Nobody found" text="Try another name." />
      ) : null}
      {shown.length > 0 ? (
        <ul className={styles.chatList} aria-label="People">
          {shown.map((person) => (
            <li key={person.id}>
              <Link
                to={`/messages/${person.id}`}
                className={styles.chatRow}
                onClick={() => onOpen?.()}
              >
                <Avatar name={nameOf(person)} src={person.general.avatar ?? null} size="sm" />
                <span className={styles.chatText}>
                  <span className={styles.chatName}>{nameOf(person)}</span>
                  <span className={styles.chatExcerpt}>@{person.username}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
