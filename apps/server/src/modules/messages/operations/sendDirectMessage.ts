import { operation } from '../../../platform/http/operation';
import { composeMessage } from '../compose';
import { pushNewMessage } from '../live';
import { assertMayMessage, chatPerson } from '../policy';
import { presentMessages } from '../present';
import { insertMessage, messagesByIds } from '../repo';

export const sendDirectMessage = operation(
  'sendDirectMessage',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const recipient = await chatPerson(ctx, caller, params.id);
    await assertMayMessage(ctx, caller, recipient);
    const id = await insertMessage(ctx.db, await composeMessage(ctx, caller, recipient, body));
    await pushNewMessage(ctx, id);
    const [message] = await presentMessages(
      ctx.db,
      caller.user.id,
      await messagesByIds(ctx.db, [id]),
    );
    return message!;
  },
  { rateLimit: ['messaging'], status: 201 },
);
