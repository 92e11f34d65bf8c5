// The realtime protocol: what the server pushes to a signed-in person's room, and what a client
// may send. The server imports these types too, so both sides agree.

import type { components } from '@trestle/openapi/types';

/** A new notification, or a grouped one that grew ("Ana and 3 others reacted"), as listed. */
export type NotificationEvent = components['schemas']['Notification'];

export interface ServerToClientEvents {
  /** A new notification for this person. */
  notification: (event: NotificationEvent) => void;
  /** The unread notification count changed. */
  'notifications:count': (event: { unread: number }) => void;
  /** A direct message arrived in one of this person's chats. */
  'dm:message': (event: { chatId: string; messageId: string }) => void;
  /** The other side read a chat up to a message. */
  'dm:read': (event: { chatId: string; messageId: string }) => void;
  /** New posts are waiting at the top of a feed. */
  'newsfeed:new': (event: { source: 'following' | 'local' | 'groups'; count: number }) => void;
  /** This session was revoked (sign-out elsewhere, password change, deletion). */
  'session:revoked': () => void;
}

export interface ClientToServerEvents {
  /** Asks the server to confirm the connection; answers with the user id. */
  ping: (reply: (answer: { userId: string }) => void) => void;
}
