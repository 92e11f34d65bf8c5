import { Link } from 'react-router';
import {
  Avatar,
  Badge,
  Button,
  EmptyState,
  formatCount,
  LoadError,
  VisuallyHidden,
} from '@trestle/ui';
import { useAuthUser } from '../../services-context';
import { excerptOf, nameOf, shortTime, type Chat } from './dm-types';
import type { ChatListState } from './use-chats';
import page from '../Page.module.css';
import styles from './Messages.module.css';

export function ChatList({ state, activeId }: { state: ChatListState; activeId: string | null }) {
  const { lists, loading, error } = state;
  if (loading) {
    return (
      <p role="status" className={styles.muted}>
        Loading chats…
      </p>
    );
  }
  if (error || !lists) {
    return (
      <LoadError
        title="The chats could not be loaded"
        text={error?.messages.join(' ') || 'Please try again.'}
        onRetry={state.reload}
      />
    );
  }
  if (lists.pinned.length === 0 && lists.users.length === 0) {
    return (
      <EmptyState
        className={page.notice}
        title="No messages yet"
        text="Find someone under People to start a conversation."
      />
    );
  }
  return (
    <div className={styles.lists}>
      {lists.pinned.length > 0 ? (
        <ChatGroup title="Pinned" chats={lists.pinned} activeId={activeId} />
      ) : null}
      <ChatGroup
        title={lists.pinned.length > 0 ? 'All chats' : 'Chats'}
        chats={lists.users}
        activeId={activeId}
      />
      {state.hasMore ? (
        <Button variant="secondary" loading={state.loadingMore} onClick={state.loadMore}>
          Load more chats
        </Button>
      ) : null}
    </div>
  );
}

function ChatGroup({
  title,
  chats,
  activeId,
}: {
  title: string;
  chats: Chat[];
  activeId: string | null;
}) {
  const me = useAuthUser()?.id;
  if (chats.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className={styles.groupTitle}>{title}</h2>
      <ul className={styles.chatList}>
        {chats.map((chat) => {
          const name = nameOf(chat.user);
          return (
            <li key={chat.id}>
              <Link
                to={`/messages/${chat.id}`}
                className={styles.chatRow}
                aria-current={chat.id === activeId ? 'page' : undefined}
              >
                <Avatar name={name} src={chat.user.general.avatar ?? null} size="sm" />
                <span className={styles.chatText}>
                  <span className={styles.chatTop}>
                    <span className={styles.chatName}>{name}</span>
                    {chat.message ? (
                      <time className={styles.chatTime} dateTime={chat.message.createdAt}>
                        {shortTime(chat.message.createdAt)}
                      </time>
                    ) : null}
                  </span>
                  <span className={styles.chatExcerpt}>{excerptOf(chat.message, me)}</span>
                </span>
                {chat.unread > 0 ? (
                  <Badge tone="accent">
                    {formatCount(chat.unread)}
                    <VisuallyHidden> unread</VisuallyHidden>
                  </Badge>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
