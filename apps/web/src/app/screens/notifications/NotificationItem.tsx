import { Link } from 'react-router';
import { formatFullTime, formatRelativeTime, REACTION_EMOJI, REACTION_LABELS } from '@trestle/core';
import { Avatar, VisuallyHidden } from '@trestle/ui';
import { fileUrl, groupPath, postPath, profilePath } from '../../posts/files';
import {
  actorsOf,
  excerptOf,
  notificationSentence,
  personName,
  postOf,
  whatHappened,
  whoDidIt,
  type Notification,
} from './notification-text';
import styles from './Notifications.module.css';
import { RECEIVED_QUOTES_PATH } from '../directory/paths';

/** Avatars shown per entry (the contract sends up to 8). */
const AVATARS = 8;

export interface NotificationItemProps {
  notification: Notification;
  /** Opening the entry (any of its links) reads it. */
  onOpen: (id: string) => void;
}

/**
 * One entry: the people's avatars, "Ana and 3 others reacted to your post" with the newest
 * person's name linking to their profile, the post compactly (linking to it), and the time.
 */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const actors = actorsOf(notification);
  const first = actors[0];
  const post = postOf(notification);
  const who = whoDidIt(notification);
  const rest = first ? who.slice(personName(first).length) : '';
  const open = () => onOpen(notification.id);
  const reaction = notification.type === 'reaction' ? notification.reaction : null;

  return (
    <article
      className={styles.item}
      data-unread={!notification.read || undefined}
      aria-label={`${notification.read ? '' : 'Unread: '}${notificationSentence(notification)}`}
    >
      {actors.length > 0 ? (
        <ul className={styles.avatars} aria-hidden="true">
          {actors.slice(0, AVATARS).map((person) => (
            <li key={person.id}>
              <Avatar
                name={personName(person)}
                src={person.general.avatar ? fileUrl(person.general.avatar) : null}
                alt=""
                size="xs"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.sentence}>
        {notification.read ? null : (
          <>
            <span className={styles.dot} aria-hidden="true" />
            <VisuallyHidden>Unread: </VisuallyHidden>
          </>
        )}
        {first ? (
          <>
            <Link className={styles.person} to={profilePath(first.username)} onClick={open}>
              {personName(first)}
            </Link>
            {rest}{' '}
          </>
        ) : null}
        {whatHappened(notification)}
        {reaction ? (
          <span className={styles.reaction} title={REACTION_LABELS[reaction.type]}>
            {' '}
            {reaction.smile || REACTION_EMOJI[reaction.type]}
            <VisuallyHidden> ({REACTION_LABELS[reaction.type]})</VisuallyHidden>
          </span>
        ) : null}
        <span aria-hidden="true"> · </span>
        <time
          className={styles.time}
          dateTime={notification.updatedAt}
          title={formatFullTime(notification.updatedAt)}
        >
          {formatRelativeTime(notification.updatedAt)}
        </time>
      </p>
      {post ? (
        <Link className={styles.post} to={postPath(post.id)} onClick={open}>
          <VisuallyHidden>
            {notification.type === 'reply' ? 'The reply: ' : 'The post: '}
          </VisuallyHidden>
          {excerptOf(post)}
        </Link>
      ) : null}
      {notification.group ? (
        // A join request opens the group's requests (only its owner and moderators are told).
        <Link
          className={styles.post}
          to={
            notification.text?.startsWith('asked to join')
              ? `${groupPath(notification.group.id)}?tab=requests`
              : groupPath(notification.group.id)
          }
          onClick={open}
        >
          <VisuallyHidden>The group: </VisuallyHidden>
          {notification.group.title}
        </Link>
      ) : null}
      {notification.listing ? (
        // A quote request opens the received requests (the conversation is in messages).
        <Link className={styles.post} to={RECEIVED_QUOTES_PATH} onClick={open}>
          <VisuallyHidden>The listing: </VisuallyHidden>
          {notification.listing.title}
        </Link>
      ) : null}
    </article>
  );
}
