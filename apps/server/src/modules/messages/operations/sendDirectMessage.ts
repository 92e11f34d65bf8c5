import { operation } from '../../../platform/http/operation';
import { composeMessage } from '../compose';
import { pushNewMessage } from '../live';
import { assertMayMessage, chatPerson } from '../policy';
import { presentNewMessage } from '../present';
import { insertMessage, messagesByIds } from '../repo';

export const sendDirectMessage = operation(
  'sendDirectMessage',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const recipient = await chatPerson(ctx, caller, params.id);
    await assertMayMessage(ctx, caller, recipient);
    const id = await insertMessage(ctx.db, await composeMessage(ctx, caller, recipient, body));
    // Presented once for both people: the pushes to both and the sender's answer.
    const [row] = await messagesByIds(ctx.db, [id]);
    const sides = row && (await presentNewMessage(ctx.db, row));
    if (!row || !sides) throw new Error('a sent message could not be read back');
    await pushNewMessage(ctx, row, sides);
    return sides.sender.message;
  },
  { rateLimit: ['messaging'], status: 201 },
);
