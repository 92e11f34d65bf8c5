import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { pushChat } from '../live';
import { chatPerson } from '../policy';
import { togglePin } from '../repo';

export const NO_CHAT_TO_PIN = 'Your list has no chat with this person to pin.';

export const toggleChatPin = operation(
  'toggleChatPin',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const person = await chatPerson(ctx, caller, params.id);
    const pinned = await togglePin(ctx.db, caller.user.id, person.id);
    if (pinned === undefined) throw notFound(NO_CHAT_TO_PIN);
    await pushChat(ctx, caller.user.id, { chatId: person.id, pinned, left: false });
    return { pinned };
  },
);
