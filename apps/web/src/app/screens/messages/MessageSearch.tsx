import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { DM_MESSAGES_PAGE_SIZE, type PageRequest } from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { Avatar, Button, EmptyState, TextField } from '@trestle/ui';
import { useServices } from '../../services-context';
import { useDebounced, usePagedItems } from '../../shared/use-paged-items';
import { nameOf, shortTime, type DirectMessageMatch } from './dm-types';
import page from '../Page.module.css';
import styles from './Messages.module.css';

const SEARCH_DEBOUNCE_MS = 300;

/** "Messages": the text of one's own messages (searchDirectMessages), 20 a page. */
export function MessageSearch() {
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const q = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  return (
    <div className={styles.search}>
      <TextField
        label="Search messages"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Words in your messages"
      />
      {typed && q ? <Matches key={q} q={q} /> : null}
    </div>
  );
}

/** The messages matching `q`, paged by core's paging machine ("More results"). */
function Matches({ q }: { q: string }) {
  const { client } = useServices();
  const fetchPage = useCallback(
    ({ skip, limit }: PageRequest) =>
      unwrap(client.api.GET('/user/dm/search', { params: { query: { q, skip, limit } } })),
    [client, q],
  );
  const list = usePagedItems<DirectMessageMatch>(
    fetchPage,
    DM_MESSAGES_PAGE_SIZE,
    (match) => match.message.id,
  );
  const shown = list.items;
  return (
    <>
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
      {shown && list.hasMore ? (
        <Button variant="secondary" loading={list.loadingMore} onClick={list.loadMore}>
          More results
        </Button>
      ) : null}
    </>
  );
}
