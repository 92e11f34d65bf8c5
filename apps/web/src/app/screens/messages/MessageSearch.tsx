import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DM_MESSAGES_PAGE_SIZE } from '@trestle/core';
import { Avatar, Button, EmptyState, TextField } from '@trestle/ui';
import { useServices } from '../../services-context';
import { nameOf, shortTime, type DirectMessageMatch } from './dm-types';
import page from '../Page.module.css';
import styles from './Messages.module.css';

const SEARCH_DEBOUNCE_MS = 300;

/** "Messages": the text of one's own messages (searchDirectMessages), 20 a page. */
export function MessageSearch() {
  const { client } = useServices();
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<DirectMessageMatch[] | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const q = query.trim();

  useEffect(() => {
    if (!q) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      client.api
        .GET('/user/dm/search', {
          params: { query: { q, skip: 0, limit: DM_MESSAGES_PAGE_SIZE } },
          signal: controller.signal,
        })
        .then(
          ({ data }) => {
            if (!data) return;
            setMatches(data.items);
            setHasMore(data.items.length >= DM_MESSAGES_PAGE_SIZE);
          },
          () => undefined,
        );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, q]);

  async function loadMore() {
    setLoadingMore(true);
    try {
      const { data } = await client.api.GET('/user/dm/search', {
        params: { query: { q, skip: matches?.length ?? 0, limit: DM_MESSAGES_PAGE_SIZE } },
      });
      if (data) {
        setMatches((now) => [
          ...(now ?? []),
          ...data.items.filter((item) => !now?.some((m) => m.message.id === item.message.id)),
        ]);
        setHasMore(data.items.length >= DM_MESSAGES_PAGE_SIZE);
      }
    } finally {
      setLoadingMore(false);
    }
  }

  const shown = q ? matches : null;
  return (
    <div className={styles.search}>
      <TextField
        label="Search messages"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Words in your messages"
      />
      {shown && shown.length === 0 ? (
        <EmptyState className={page.notice} title="No messages found" text="Try other words." />
      ) : null}
      {shown && shown.length > 0 ? (
        <ul className={styles.chatList} aria-label="Messages found">
          {shown.map(({ chatId, user, message }) => (
            <li key={message.id}>
              <Link to={`/messages/${chatId}#message-${message.id}`} className={styles.chatRow}>
                <Avatar name={nameOf(user)} src={user.general.avatar ?? null} size="sm" />
                <span className={styles.chatText}>
                  <span className={styles.chatTop}>
                    <span className={styles.chatName}>{nameOf(user)}</span>
                    <time className={styles.chatTime} dateTime={message.createdAt}>
                      {shortTime(message.createdAt)}
                    </time>
                  </span>
                  <span className={styles.chatExcerpt}>{message.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {shown && hasMore ? (
        <Button variant="secondary" loading={loadingMore} onClick={() => void loadMore()}>
          More results
        </Button>
      ) : null}
    </div>
  );
}
