// Who may see and write which chat. A chat is the caller and one other person: never oneself
// (400), never someone who does not exist or with a block either way (404 on every path, as a
// blocked post does not exist for the other person). Writing also needs core's canMessage.
import { canMessage } from '@trestle/core';
import type { Caller } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import { hasBlocked } from '../../platform/db/relations';
import type { UserRow } from '../../platform/db/tables';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { chatRowWith, findChatMessage, findPerson, type MessageRow } from './repo';

export const NOT_YOURSELF = 'You cannot message yourself.';
export const CHAT_NOT_FOUND = 'This person does not exist or is not visible to you.';
export const YOU_BLOCKED = 'You blocked this person: unblock them to see and send messages.';
export const MESSAGE_NOT_FOUND = 'This message does not exist in this chat.';
export const MESSAGE_DELETED = 'This message was deleted.';
export const ONLY_FOLLOWERS = 'This person accepts new messages only from people who follow them.';
export const NOBODY_NEW = 'This person does not accept new messages.';
export const NOT_YOUR_MESSAGE = 'You can only change messages you sent.';
export const OWN_MESSAGE_REACTION = 'Only the person a message was sent to can react to it.';

/** Ids arrive in any case; the database and the comparisons here use lower case. */
const normal = (id: string) => id.toLowerCase();

/** The other person of the caller's chat `id`, or the reason there is none. */
export async function chatPerson(ctx: AppContext, caller: Caller, id: string): Promise<UserRow> {
  const otherId = normal(id);
  if (otherId === caller.user.id) throw badRequest(NOT_YOURSELF, { id: NOT_YOURSELF });
  const [person, blockedMe, blockedByMe] = await Promise.all([
    findPerson(ctx.db, otherId),
    hasBlocked(ctx.db, otherId, caller.user.id),
    hasBlocked(ctx.db, caller.user.id, otherId),
  ]);
  if (!person || blockedMe) throw notFound(CHAT_NOT_FOUND);
  if (blockedByMe) throw notFound(YOU_BLOCKED);
  return person;
}

/** Whether `sender` may write to `recipient` now (no block is checked here: see chatPerson). */
export async function mayMessage(ctx: AppContext, senderId: string, recipient: UserRow) {
  const row = await chatRowWith(ctx.db, senderId, recipient.id);
  return canMessage({
    loggedIn: true,
    dmSetting: recipient.dm_setting,
    followsRecipient: row.follows,
    inConversation: row.in_conversation,
  });
}

/** Refuses a new message the recipient's setting does not admit (403 with the reason). */
export async function assertMayMessage(ctx: AppContext, caller: Caller, recipient: UserRow) {
  if (await mayMessage(ctx, caller.user.id, recipient)) return;
  throw forbidden(recipient.dm_setting === 'followers' ? ONLY_FOLLOWERS : NOBODY_NEW);
}

export interface ChatMessage {
  person: UserRow;
  message: MessageRow;
}

/**
 * A message of the caller's chat with `id` that the caller still sees (404 otherwise), optionally
 * one the caller sent (403) or received (403), and not deleted (404).
 */
export async function chatMessage(
  ctx: AppContext,
  caller: Caller,
  id: string,
  messageId: string,
  rule: { sentByCaller?: boolean; receivedByCaller?: boolean; live?: boolean } = {},
): Promise<ChatMessage> {
  const person = await chatPerson(ctx, caller, id);
  const message = await findChatMessage(ctx.db, caller.user.id, person.id, normal(messageId));
  if (!message) throw notFound(MESSAGE_NOT_FOUND);
  if (rule.sentByCaller && message.sender_id !== caller.user.id) {
    throw forbidden(NOT_YOUR_MESSAGE);
  }
  if (rule.receivedByCaller && message.recipient_id !== caller.user.id) {
    throw forbidden(OWN_MESSAGE_REACTION);
  }
  if (rule.live && message.deleted_at !== null) throw notFound(MESSAGE_DELETED);
  return { person, message };
}
