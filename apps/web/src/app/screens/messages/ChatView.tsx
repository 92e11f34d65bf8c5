import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Avatar, Button, LoadError } from '@trestle/ui';
import { profilePath } from '../../posts/files';
import { useAuthUser, useServices } from '../../services-context';
import { ChatComposer } from './ChatComposer';
import { PostMenu } from '../../posts/PostMenu';
import { ConfirmDialog } from './ConfirmDialog';
import { nameOf, type DirectMessage } from './dm-types';
import { MessageItem } from './MessageItem';
import { useChat } from './use-chat';
import styles from './Messages.module.css';

export interface ChatViewProps {
  chatId: string;
  phone: boolean;
  /** Tells the list the chat was pinned or unpinned here. */
  onPinned(chatId: string, pinned: boolean): void;
  /** Tells the list the chat was read here. */
  onRead?(chatId: string): void;
}

/** The open chat: the person, the messages (newest at the bottom) and the composer. */
export function ChatView({ chatId, phone, onPinned, onRead }: ChatViewProps) {
  const services = useServices();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const me = useAuthUser()?.id ?? '';
  const open = useChat(chatId, onRead);
  const { chat, timeline } = open;
  const [replyTo, setReplyTo] = useState<DirectMessage | null>(null);
  const [editing, setEditing] = useState<DirectMessage | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const olderFrom = useRef<number | null>(null);
  const stuckToBottom = useRef(true);
  const lastId = timeline.items.at(-1)?.id;

  // Newest at the bottom: follow new messages while the reader is at the bottom; after an older
  // page, keep what was on screen where it was.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (olderFrom.current !== null) {
      element.scrollTop += element.scrollHeight - olderFrom.current;
      olderFrom.current = null;
    } else if (stuckToBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [timeline.items.length, lastId]);

  // A search result opens the chat at its message when it is loaded.
  useEffect(() => {
    if (!hash.startsWith('#message-') || open.loading) return;
    const target = document.getElementById(hash.slice(1));
    if (target) {
      stuckToBottom.current = false;
      target.scrollIntoView({ block: 'center' });
      target.setAttribute('data-found', 'true');
    }
  }, [hash, open.loading]);

  async function loadOlder() {
    olderFrom.current = scroller.current?.scrollHeight ?? null;
    await open.loadOlder();
  }

  function confirm(title: string, text: string, action: string, run: () => Promise<unknown>) {
    const id = `dm-confirm-${chatId}`;
    services.modals.open({
      id,
      title,
      content: (
        <ConfirmDialog
          text={text}
          action={action}
          onConfirm={run}
          onClose={() => services.modals.close(id)}
        />
      ),
    });
  }

  if (open.loading) {
    return (
      <section className={styles.chat} aria-label="Chat">
        <p role="status" className={styles.muted}>
          Loading the chat…
        </p>
      </section>
    );
  }
  if (open.error || !chat) {
    return (
      <section className={styles.chat} aria-label="Chat">
        {phone ? <BackLink /> : null}
        <LoadError
          title="The chat could not be loaded"
          text={open.error?.messages.join(' ') || 'Please try again.'}
          onRetry={open.reload}
        />
      </section>
    );
  }

  const name = nameOf(chat.user);
  return (
    <section className={styles.chat} aria-labelledby="chat-title">
      <header className={styles.chatHeader}>
        {phone ? <BackLink /> : null}
        <Link to={profilePath(chat.user.username)} className={styles.person}>
          <Avatar name={name} src={chat.user.general.avatar ?? null} size="sm" />
          <h2 id="chat-title" className={styles.personName}>
            {name}
          </h2>
        </Link>
        {chat.message ? (
          // Pin and Leave sit in a menu, so a phone keeps the width for the person's name.
          <PostMenu
            label={`Chat actions for ${name}`}
            items={[
              {
                label: chat.pinned ? 'Unpin the chat' : 'Pin the chat',
                onSelect: () =>
                  void (async () => {
                    const pinned = await open.togglePin();
                    if (pinned !== null) onPinned(chatId, pinned);
                  })(),
              },
              {
                label: 'Leave the chat…',
                danger: true,
                onSelect: () =>
                  confirm(
                    `Leave the chat with ${name}?`,
                    `The chat leaves your list and its messages so far are deleted for you. ${name} keeps them.`,
                    'Leave',
                    async () => {
                      if (await open.leave()) void navigate('/messages');
                    },
                  ),
              },
            ]}
          />
        ) : null}
      </header>

      <div
        ref={scroller}
        className={styles.scroller}
        onScroll={(event) => {
          const element = event.currentTarget;
          stuckToBottom.current =
            element.scrollHeight - element.scrollTop - element.clientHeight < 40;
        }}
      >
        {timeline.hasMore ? (
          <Button
            variant="secondary"
            size="sm"
            className={styles.older}
            loading={open.loadingOlder}
            onClick={() => void loadOlder()}
          >
            Load older messages
          </Button>
        ) : null}
        {timeline.items.length === 0 ? (
          <p className={styles.muted}>No messages yet. Say hello to {name}.</p>
        ) : (
          <ol className={styles.messages} aria-label={`Messages with ${name}`}>
            {timeline.items.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                me={me}
                otherName={name}
                canAct={chat.canMessage}
                onReply={(target) => {
                  setEditing(null);
                  setReplyTo(target);
                }}
                onEdit={(target) => {
                  setReplyTo(null);
                  setEditing(target);
                }}
                onDelete={(target) =>
                  confirm(
                    'Delete this message?',
                    `It is deleted for you and ${name}.`,
                    'Delete',
                    () => open.remove(target.id),
                  )
                }
                onReact={(target, reaction) => void open.react(target.id, reaction)}
              />
            ))}
          </ol>
        )}
      </div>
      <p className={styles.typing} aria-live="polite">
        {open.typing ? `${name} is typing…` : ''}
      </p>
      {chat.canMessage ? (
        <ChatComposer
          otherName={name}
          replyTo={replyTo}
          editing={editing}
          onCancelReply={() => setReplyTo(null)}
          onCancelEdit={() => setEditing(null)}
          onSend={async (message) => {
            stuckToBottom.current = true;
            return open.send(message);
          }}
          onEdit={open.edit}
          onTyping={open.announceTyping}
        />
      ) : (
        <p className={styles.cannot} role="note">
          You can&apos;t message {name}: they accept messages only from people they allow (for
          example their followers), or they haven&apos;t written to you.
        </p>
      )}
    </section>
  );
}

function BackLink() {
  return (
    <Link to="/messages" className={styles.back}>
      ← Chats
    </Link>
  );
}
