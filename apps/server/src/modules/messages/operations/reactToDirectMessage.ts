import { operation } from '../../../platform/http/operation';
import { pushMessage } from '../live';
import { chatMessage } from '../policy';
import { presentMessages } from '../present';
import { messagesByIds, setReaction } from '../repo';

export const reactToDirectMessage = operation(
  'reactToDirectMessage',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const { message } = await chatMessage(ctx, caller, params.id, params.messageId, {
      receivedByCaller: true,
      live: true,
    });
    if (body.reaction !== message.reaction) {
      await setReaction(ctx.db, message.id, body.reaction);
      await pushMessage(ctx, 'dm:reaction', message.id);
    }
    const [reacted] = await presentMessages(
      ctx.db,
      caller.user.id,
      await messagesByIds(ctx.db, [message.id]),
    );
    return reacted!;
  },
  { rateLimit: ['messaging'] },
);
