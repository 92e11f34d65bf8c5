import { readReceipt } from '@trestle/core';
import { VisuallyHidden } from '@trestle/ui';
import { fileUrl } from '../../posts/files';
import { REACTIONS, type DirectMessage, type ReactionType } from './dm-types';
import styles from './Messages.module.css';

export interface MessageItemProps {
  message: DirectMessage;
  me: string;
  otherName: string;
  canAct: boolean;
  onReply(message: DirectMessage): void;
  onEdit(message: DirectMessage): void;
  onDelete(message: DirectMessage): void;
  onReact(message: DirectMessage, reaction: ReactionType | null): void;
}

const isImage = (mimeType: string) => mimeType.startsWith('image/');

/** One message: plain text (line breaks kept by CSS, never HTML), files, quote, reaction, receipt. */
export function MessageItem({
  message,
  me,
  otherName,
  canAct,
  onReply,
  onEdit,
  onDelete,
  onReact,
}: MessageItemProps) {
  const own = message.sender.id === me;
  const receipt = readReceipt(message, me);
  const reaction = REACTIONS.find((item) => item.value === message.reaction);
  const time = new Date(message.createdAt).toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <li
      id={`message-${message.id}`}
      className={styles.message}
      data-own={own ? 'true' : 'false'}
      aria-label={`${own ? 'You' : otherName}, ${time}`}
    >
      <div className={styles.bubble}>
        {message.deleted ? (
          <p className={styles.tombstone}>This message was deleted</p>
        ) : (
          <>
            {message.reply ? (
              <blockquote className={styles.quote}>
                <span className={styles.quoteWho}>
                  {message.reply.senderId === me ? 'You' : otherName}
                </span>
                <span className={styles.quoteText}>
                  {message.reply.deleted
                    ? 'This message was deleted'
                    : (message.reply.text ?? 'A file')}
                </span>
              </blockquote>
            ) : null}
            {message.text ? <p className={styles.text}>{message.text}</p> : null}
            {message.media.length > 0 ? (
              <ul className={styles.media}>
                {message.media.map((file) => (
                  <li key={file.filename}>
                    {isImage(file.mimeType) ? (
                      <a href={fileUrl(file.filename)} target="_blank" rel="noreferrer">
                        <img
                          src={fileUrl(file.filename)}
                          alt="Attached image"
                          className={styles.image}
                          width={file.width ?? undefined}
                          height={file.height ?? undefined}
                        />
                      </a>
                    ) : (
                      <a href={fileUrl(file.filename)} target="_blank" rel="noreferrer">
                        {file.filename}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
        <p className={styles.meta}>
          <time dateTime={message.createdAt}>{time}</time>
          {message.editedAt && !message.deleted ? <span> · Edited</span> : null}
          {receipt ? <span className={styles.receipt}> · {receipt}</span> : null}
        </p>
        {reaction && !message.deleted ? (
          <p className={styles.reaction}>
            <span aria-hidden="true">{reaction.emoji}</span>
            <VisuallyHidden>Reaction: {reaction.label}</VisuallyHidden>
          </p>
        ) : null}
      </div>
      {!message.deleted && canAct ? (
        <div className={styles.actions}>
          <button type="button" className={styles.action} onClick={() => onReply(message)}>
            Reply
          </button>
          {own ? (
            <>
              {message.text !== null ? (
                <button type="button" className={styles.action} onClick={() => onEdit(message)}>
                  Edit
                </button>
              ) : null}
              <button type="button" className={styles.action} onClick={() => onDelete(message)}>
                Delete
              </button>
            </>
          ) : (
            <label className={styles.reactPicker}>
              <VisuallyHidden>React to the message</VisuallyHidden>
              <select
                value={message.reaction ?? ''}
                onChange={(event) =>
                  onReact(message, (event.target.value || null) as ReactionType | null)
                }
              >
                <option value="">React…</option>
                {REACTIONS.map((item) => (
                  <option key={item.value} value={item.value}>
                    {item.emoji} {item.label}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      ) : null}
    </li>
  );
}
