// Rows as the contract's DirectMessage and Chat, for one of the two people (the viewer): a fixed
// number of queries whatever the page (senders, files, latest messages in batches).
import { canMessage } from '@trestle/core';
import type { components } from '@trestle/openapi/types';
import type { Db } from '../../platform/db/database';
import type { FileRow, UserRow } from '../../platform/db/tables';
import { presentUserSummary } from '../../platform/feed/index';
import { presentUploadedFile } from '../files/present';
import {
  chatRowWith,
  filesByNames,
  messagesByIds,
  usersByIds,
  type ChatRow,
  type MessageRow,
} from './repo';

export type DirectMessage = components['schemas']['DirectMessage'];
export type Chat = components['schemas']['Chat'];

const iso = (value: Date | string) => new Date(value).toISOString();

/** The other person of a message, seen from the viewer's side: the chat's id. */
export const chatIdOf = (row: Pick<MessageRow, 'sender_id' | 'recipient_id'>, viewerId: string) =>
  row.sender_id === viewerId ? row.recipient_id : row.sender_id;

function presentOne(
  row: MessageRow,
  viewerId: string,
  users: Map<string, UserRow>,
  files: Map<string, FileRow>,
): DirectMessage {
  const deleted = row.deleted_at !== null;
  const sender = users.get(row.sender_id)!;
  return {
    id: row.id,
    chatId: chatIdOf(row, viewerId),
    sender: presentUserSummary(sender),
    type: row.type,
    text: deleted ? null : row.text,
    media: deleted
      ? []
      : row.media.flatMap((name) => {
          const file = files.get(name);
          return file ? [presentUploadedFile(file)] : [];
        }),
    reply:
      !deleted && row.reply_to_id && row.reply_sender_id && row.reply_type
        ? {
            id: row.reply_to_id,
            senderId: row.reply_sender_id,
            type: row.reply_type,
            text: row.reply_deleted_at ? null : row.reply_text,
            deleted: row.reply_deleted_at !== null,
          }
        : null,
    reaction: deleted ? null : row.reaction,
    recipientRead: row.read_at !== null,
    deleted,
    createdAt: iso(row.created_at),
    editedAt: row.edited_at ? iso(row.edited_at) : null,
  };
}

/** The messages as the viewer (one of their two people) sees them, in the rows' order. */
export async function presentMessages(
  db: Db,
  viewerId: string,
  rows: readonly MessageRow[],
): Promise<DirectMessage[]> {
  if (rows.length === 0) return [];
  const [users, files] = await Promise.all([
    usersByIds(db, [...new Set(rows.map((r) => r.sender_id))]),
    filesByNames(db, [...new Set(rows.flatMap((r) => (r.deleted_at ? [] : r.media)))]),
  ]);
  const userMap = new Map(users.map((u) => [u.id, u]));
  const fileMap = new Map(files.map((f) => [f.name, f]));
  return rows.map((row) => presentOne(row, viewerId, userMap, fileMap));
}

/** Whether the owner of the chat row may write to its other person now (core's rule). */
export const mayWrite = (row: ChatRow, other: Pick<UserRow, 'dm_setting'>) =>
  canMessage({
    loggedIn: true,
    // Chats come only without a block either way (the queries and the policy see to it).
    blocked: false,
    dmSetting: other.dm_setting,
    followsRecipient: row.follows,
    inConversation: row.in_conversation,
  });

/** One chat as its owner sees it, given its other person and its latest message as presented. */
function presentChat(row: ChatRow, other: UserRow, last: DirectMessage | null): Chat {
  return {
    id: row.other_id,
    user: presentUserSummary(other),
    message: last,
    unread: row.unread,
    pinned: row.pinned_at !== null,
    canMessage: mayWrite(row, other),
  };
}

/** The chats as their owner (the viewer) sees them, in the rows' order. */
export async function presentChats(
  db: Db,
  viewerId: string,
  rows: readonly ChatRow[],
): Promise<Chat[]> {
  if (rows.length === 0) return [];
  const lastIds = rows.flatMap((r) => (r.last_message_id ? [r.last_message_id] : []));
  const [others, lastRows] = await Promise.all([
    usersByIds(
      db,
      rows.map((r) => r.other_id),
    ),
    messagesByIds(db, lastIds),
  ]);
  const people = new Map(others.map((u) => [u.id, u]));
  const last = new Map(
    (await presentMessages(db, viewerId, lastRows)).map((message) => [message.id, message]),
  );
  return rows.flatMap((row) => {
    const other = people.get(row.other_id);
    if (!other) return [];
    return [
      presentChat(row, other, (row.last_message_id && last.get(row.last_message_id)) || null),
    ];
  });
}

export interface SideOfNewMessage {
  message: DirectMessage;
  chat: Chat;
}

/**
 * A message just sent, as each of its two people sees it with their chat (the `dm:message` push
 * and the sender's answer): the two people and the files are read once for both sides.
 */
export async function presentNewMessage(
  db: Db,
  row: MessageRow,
): Promise<{ sender: SideOfNewMessage; recipient: SideOfNewMessage } | null> {
  const [users, files, senderChat, recipientChat] = await Promise.all([
    usersByIds(db, [row.sender_id, row.recipient_id]),
    filesByNames(db, row.media),
    chatRowWith(db, row.sender_id, row.recipient_id),
    chatRowWith(db, row.recipient_id, row.sender_id),
  ]);
  const people = new Map(users.map((u) => [u.id, u]));
  const fileMap = new Map(files.map((f) => [f.name, f]));
  const sender = people.get(row.sender_id);
  const recipient = people.get(row.recipient_id);
  if (!sender || !recipient) return null;
  // The chat's latest message is this one (one sent meanwhile comes in its own push after it).
  const side = (viewerId: string, chatRow: ChatRow, other: UserRow): SideOfNewMessage => {
    const message = presentOne(row, viewerId, people, fileMap);
    return { message, chat: presentChat(chatRow, other, message) };
  };
  return {
    sender: side(row.sender_id, senderChat, recipient),
    recipient: side(row.recipient_id, recipientChat, sender),
  };
}
