import { operation } from '../../../platform/http/operation';
import { pushMessage, pushStateAfterDelete } from '../live';
import { chatMessage } from '../policy';
import { markMessageDeleted } from '../repo';

export const deleteDirectMessage = operation(
  'deleteDirectMessage',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const { message } = await chatMessage(ctx, caller, params.id, params.messageId, {
      sentByCaller: true,
    });
    // Deleting again changes nothing and answers ok.
    if (await markMessageDeleted(ctx.db, message.id)) {
      await pushMessage(ctx, 'dm:deleted', message.id);
      await pushStateAfterDelete(ctx, message);
    }
    return { ok: true as const };
  },
  { rateLimit: ['messaging'] },
);
