// The realtime protocol: what the server pushes to a signed-in person's room, and what a client
// may send. The server imports these types too, so both sides agree.

import type { components } from '@trestle/openapi/types';

/** A new notification, or a grouped one that grew ("Ana and 3 others reacted"), as listed. */
export type NotificationEvent = components['schemas']['Notification'];

/**
 * A direct message exactly as `GET /user/dm/{id}/messages` presents it to the person receiving the
 * event (its `chatId` is the other person's id from that person's side). Replace by `id`.
 */
export type DirectMessageEvent = components['schemas']['DirectMessage'];

/**
 * The person's data archive as `GET /user/profile/settings/archive` gives it: sent while it is
 * being built (state 'pending', `progress` in percent), once it is ready (`size` in bytes, the
 * `filename` to download) or failed. Only its owner's sockets receive it.
 */
export type ArchiveProgressEvent = components['schemas']['ArchiveStatus'];

/** A new message, with its chat as `GET /user/dm/list` lists it for the receiving person. */
export interface DirectMessageNewEvent {
  message: DirectMessageEvent;
  chat: components['schemas']['Chat'];
}

/** Someone read a chat: every message to them up to and including `messageId` is read. */
export interface DirectMessageReadEvent {
  /** The chat, from the receiving person's side. */
  chatId: string;
  /** Who read: the other person (your messages are read) or you on another device. */
  readerId: string;
  /** The latest message marked read. */
  messageId: string;
  readAt: string;
}

/** The receiving person's unread direct-message counts (the badge). */
export type DirectMessageStateEvent = components['schemas']['DmState'];

/** The other person of a chat is typing (show it for DM_TYPING_SHOW_MS after the last one). */
export interface DirectMessageTypingEvent {
  /** The chat, from the receiving person's side: the id of the person typing. */
  chatId: string;
}

/** The person pinned, unpinned or left a chat on one device: the others follow. */
export interface DirectMessageChatEvent {
  chatId: string;
  pinned: boolean;
  /** The chat left the person's list and its history so far is cleared for them. */
  left: boolean;
}

export interface ServerToClientEvents {
  /** A new notification for this person. */
  notification: (event: NotificationEvent) => void;
  /** The unread notification count changed. */
  'notifications:count': (event: { unread: number }) => void;
  /**
   * A message in one of this person's chats: sent to them, or sent by them (on this or another
   * device). Both people's every device receives it.
   */
  'dm:message': (event: DirectMessageNewEvent) => void;
  /** A message's text was edited by its sender. */
  'dm:edited': (event: DirectMessageEvent) => void;
  /** A message was deleted by its sender: it comes as deleted (no text, media or reaction). */
  'dm:deleted': (event: DirectMessageEvent) => void;
  /** The recipient reacted to a message, changed or removed the reaction. */
  'dm:reaction': (event: DirectMessageEvent) => void;
  /** A chat was read (by the other person, or by this person on another device). */
  'dm:read': (event: DirectMessageReadEvent) => void;
  /** The other person of a chat is typing. */
  'dm:typing': (event: DirectMessageTypingEvent) => void;
  /** This person's unread direct-message counts changed. */
  'dm:state': (event: DirectMessageStateEvent) => void;
  /** This person pinned, unpinned or left a chat. */
  'dm:chat': (event: DirectMessageChatEvent) => void;
  /** New posts are waiting at the top of a feed. */
  'newsfeed:new': (event: { source: 'following' | 'local' | 'groups'; count: number }) => void;
  /** How far the processing of one of this person's uploaded videos or sound files is (0..99). */
  'media:progress': (event: { file: string; percent: number }) => void;
  /** One of this person's uploads is processed: posts that attach it now play it. */
  'media:ready': (event: { file: string }) => void;
  /** One of this person's uploads could not be processed: it is removed from their posts. */
  'media:failed': (event: { file: string; message: string }) => void;
  /** How the person's data archive is coming along (only the owner's sockets). */
  'archive:progress': (event: ArchiveProgressEvent) => void;
  /** This session was revoked (sign-out elsewhere, password change, deletion). */
  'session:revoked': () => void;
}

export interface ClientToServerEvents {
  /** Asks the server to confirm the connection; answers with the user id. */
  ping: (reply: (answer: { userId: string }) => void) => void;
  /**
   * This person is typing in a chat (the other person's id). Send at most every
   * DM_TYPING_INTERVAL_MS while typing; the server relays it only to someone this person may
   * message, and drops events that come faster.
   */
  'dm:typing': (event: { chatId: string }) => void;
}
