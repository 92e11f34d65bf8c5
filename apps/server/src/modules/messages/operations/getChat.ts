import { operation } from '../../../platform/http/operation';
import { chatPerson } from '../policy';
import { presentChats } from '../present';
import { chatRowWith } from '../repo';

export const getChat = operation('getChat', 'signed-in', async ({ params, caller }, ctx) => {
  const person = await chatPerson(ctx, caller, params.id);
  const row = await chatRowWith(ctx.db, caller.user.id, person.id);
  const [chat] = await presentChats(ctx.db, caller.user.id, [row]);
  return chat!;
});
