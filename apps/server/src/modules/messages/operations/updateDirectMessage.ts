import { DIRECT_MESSAGE_MESSAGES } from '@trestle/core';
import { badRequest } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { textOf } from '../compose';
import { pushMessage } from '../live';
import { chatMessage } from '../policy';
import { presentMessages } from '../present';
import { messagesByIds, updateMessageText } from '../repo';

export const updateDirectMessage = operation(
  'updateDirectMessage',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const { message } = await chatMessage(ctx, caller, params.id, params.messageId, {
      sentByCaller: true,
      live: true,
    });
    const text = textOf(body.text);
    // Words may go from a message with files; a message of words alone keeps some.
    if (text === null && message.media.length === 0) {
      throw badRequest(DIRECT_MESSAGE_MESSAGES.empty, { text: DIRECT_MESSAGE_MESSAGES.empty });
    }
    if (text !== message.text) {
      await updateMessageText(ctx.db, message.id, text);
      await pushMessage(ctx, 'dm:edited', message.id);
    }
    const [edited] = await presentMessages(
      ctx.db,
      caller.user.id,
      await messagesByIds(ctx.db, [message.id]),
    );
    return edited!;
  },
  { rateLimit: ['messaging'] },
);
