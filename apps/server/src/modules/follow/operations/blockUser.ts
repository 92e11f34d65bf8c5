import { operation } from '../../../platform/http/operation';
import { otherPerson } from '../policy';
import { insertBlock } from '../repo';

export const blockUser = operation('blockUser', 'signed-in', async ({ params, caller }, ctx) => {
  const person = await otherPerson(ctx, caller, params.id, 'block');
  await insertBlock(ctx.db, caller.user.id, person.id);
  return { ok: true as const };
});
