// Live updates to every device of the two people of a chat (their rooms, across processes through
// the Redis adapter). Each person gets the message as they would read it (their own chatId), so a
// client puts it in place without fetching. Sent from the request after the change is stored:
// two rooms per change, no fan-out worth a job. A failed push is logged, never the request's
// failure: the change is stored and a client catches up on its next read.
import type { AppContext } from '../../platform/context';
import { presentMessages, type SideOfNewMessage } from './present';
import { messagesByIds, unreadState, type MessageRow } from './repo';

type MessageEvent = 'dm:edited' | 'dm:deleted' | 'dm:reaction';

async function safely(ctx: AppContext, what: string, push: () => Promise<void>) {
  try {
    await push();
  } catch (err) {
    ctx.log.error({ err }, `direct message push failed: ${what}`);
  }
}

/** Pushes the person's unread counts; returns them. */
export async function pushState(ctx: AppContext, userId: string) {
  const state = await unreadState(ctx.db, userId);
  ctx.realtime.toUser(userId).emit('dm:state', state);
  return state;
}

/** A new message: to both people with their chat as listed, then the recipient's counts. */
export function pushNewMessage(
  ctx: AppContext,
  row: Pick<MessageRow, 'sender_id' | 'recipient_id'>,
  sides: { sender: SideOfNewMessage; recipient: SideOfNewMessage },
) {
  return safely(ctx, 'new message', async () => {
    ctx.realtime.toUser(row.sender_id).emit('dm:message', sides.sender);
    ctx.realtime.toUser(row.recipient_id).emit('dm:message', sides.recipient);
    await pushState(ctx, row.recipient_id);
  });
}

/** A changed message (edit, delete, reaction), to both people as each sees it. */
export function pushMessage(ctx: AppContext, event: MessageEvent, messageId: string) {
  return safely(ctx, event, async () => {
    const [row] = await messagesByIds(ctx.db, [messageId]);
    if (!row) return;
    for (const me of [row.sender_id, row.recipient_id]) {
      const [message] = await presentMessages(ctx.db, me, [row]);
      if (message) ctx.realtime.toUser(me).emit(event, message);
    }
  });
}

/** The reader read the chat up to `latest`: the other person and the reader's other devices. */
export function pushRead(
  ctx: AppContext,
  readerId: string,
  otherId: string,
  latest: { id: string; read_at: Date },
) {
  return safely(ctx, 'read', async () => {
    const readAt = new Date(latest.read_at).toISOString();
    ctx.realtime
      .toUser(otherId)
      .emit('dm:read', { chatId: readerId, readerId, messageId: latest.id, readAt });
    ctx.realtime
      .toUser(readerId)
      .emit('dm:read', { chatId: otherId, readerId, messageId: latest.id, readAt });
  });
}

/** The owner pinned, unpinned or left a chat: their other devices follow. */
export function pushChat(
  ctx: AppContext,
  ownerId: string,
  chat: { chatId: string; pinned: boolean; left: boolean },
) {
  return safely(ctx, 'chat', async () => {
    ctx.realtime.toUser(ownerId).emit('dm:chat', chat);
  });
}

/** A deleted message that was unread changes the recipient's counts. */
export function pushStateAfterDelete(ctx: AppContext, row: MessageRow) {
  if (row.read_at !== null) return Promise.resolve();
  return safely(ctx, 'state', async () => {
    await pushState(ctx, row.recipient_id);
  });
}
