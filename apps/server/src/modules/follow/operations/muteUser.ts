import { operation } from '../../../platform/http/operation';
import { otherPerson } from '../policy';
import { insertMute } from '../repo';

export const muteUser = operation('muteUser', 'signed-in', async ({ params, caller }, ctx) => {
  const person = await otherPerson(ctx, caller, params.id, 'mute');
  await insertMute(ctx.db, caller.user.id, person.id);
  return { ok: true as const };
});
