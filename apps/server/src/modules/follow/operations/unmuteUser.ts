import { operation } from '../../../platform/http/operation';
import { otherPerson } from '../policy';
import { deleteMute } from '../repo';

export const unmuteUser = operation('unmuteUser', 'signed-in', async ({ params, caller }, ctx) => {
  const person = await otherPerson(ctx, caller, params.id, 'unmute');
  await deleteMute(ctx.db, caller.user.id, person.id);
  return { ok: true as const };
});
