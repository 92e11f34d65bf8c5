// Sending one direct message, the way every path does it: compose (core's rules, the sender's own
// files), store, answer any quote request the sender owed the recipient, push to both people and
// the recipient's unread counts. sendDirectMessage and the directory's quote requests use it.
import type { components } from '@trestle/openapi/types';
import type { Caller } from '../../platform/auth/request-auth';
import { answerApplications } from '../../platform/board/index';
import type { AppContext } from '../../platform/context';
import type { UserRow } from '../../platform/db/tables';
import { composeMessage } from './compose';
import { pushNewMessage } from './live';
import { presentNewMessage, type SideOfNewMessage } from './present';
import { insertMessage, messagesByIds } from './repo';

type DirectMessageCreate = components['schemas']['DirectMessageCreate'];

/** Stores and pushes a message from the caller to `recipient`; answers both sides as shown. */
export async function deliverMessage(
  ctx: AppContext,
  caller: Caller,
  recipient: UserRow,
  body: DirectMessageCreate,
): Promise<{ id: string; sender: SideOfNewMessage; recipient: SideOfNewMessage }> {
  const id = await insertMessage(ctx.db, await composeMessage(ctx, caller, recipient, body));
  // Presented once for both people: the pushes to both and the sender's answer.
  const [row] = await messagesByIds(ctx.db, [id]);
  const sides = row && (await presentNewMessage(ctx.db, row));
  if (!row || !sides) throw new Error('a sent message could not be read back');
  await answerApplications(ctx.db, row.sender_id, row.recipient_id, new Date(row.created_at));
  await pushNewMessage(ctx, row, sides);
  return { id, ...sides };
}
