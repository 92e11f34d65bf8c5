import { operation } from '../../../platform/http/operation';
import { pushChat, pushState } from '../live';
import { chatPerson } from '../policy';
import { leaveChat as leave } from '../repo';

export const leaveChat = operation('leaveChat', 'signed-in', async ({ params, caller }, ctx) => {
  const person = await chatPerson(ctx, caller, params.id);
  // Leaving a chat that is not in the list changes nothing and answers ok.
  if (await leave(ctx.db, caller.user.id, person.id)) {
    await pushChat(ctx, caller.user.id, { chatId: person.id, pinned: false, left: true });
    await pushState(ctx, caller.user.id);
  }
  return { ok: true as const };
});
