// Live updates: a new or grown entry and the badge count, pushed to the recipient's room (every
// process, through the Redis adapter when configured).
import type { AppContext } from '../../platform/context';
import { presentEntries } from './present';
import { countUnread, findEntry, usersByIds } from './repo';

/** Pushes the badge count to every socket of the person. */
export async function pushCount(ctx: AppContext, userId: string): Promise<number> {
  const unread = await countUnread(ctx.db, userId);
  ctx.realtime.toUser(userId).emit('notifications:count', { unread });
  return unread;
}

/** Pushes one entry (as the recipient may see it now) and the new count. */
export async function pushEntry(ctx: AppContext, recipientId: string, id: string): Promise<void> {
  const [recipient] = await usersByIds(ctx.db, [recipientId]);
  const row = recipient && (await findEntry(ctx.db, recipientId, id));
  if (!recipient || !row) return;
  const [entry] = await presentEntries(ctx.db, recipient, [row]);
  if (entry) ctx.realtime.toUser(recipientId).emit('notification', entry);
  await pushCount(ctx, recipientId);
}
