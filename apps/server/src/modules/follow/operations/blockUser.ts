import { PRESENT_PERSON } from '../../../platform/feed/read-rules';
import { operation } from '../../../platform/http/operation';
import { recountFollowsOf } from '../counts';
import { otherPerson } from '../policy';
import { insertBlock } from '../repo';

export const blockUser = operation('blockUser', 'signed-in', async ({ params, caller }, ctx) => {
  const person = await otherPerson(ctx, caller, params.id, 'block');
  await insertBlock(ctx.db, caller.user.id, person.id);
  // The trigger took off a follow the caller's counts never held: they are counted again.
  if (!PRESENT_PERSON.passes(person)) await recountFollowsOf(ctx.db, [caller.user.id]);
  return { ok: true as const };
});
