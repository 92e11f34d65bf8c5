import { operation } from '../../../platform/http/operation';
import { deliverMessage } from '../deliver';
import { assertMayMessage, chatPerson } from '../policy';

export const sendDirectMessage = operation(
  'sendDirectMessage',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const recipient = await chatPerson(ctx, caller, params.id);
    await assertMayMessage(ctx, caller, recipient);
    return (await deliverMessage(ctx, caller, recipient, body)).sender.message;
  },
  { rateLimit: ['messaging'], status: 201 },
);
