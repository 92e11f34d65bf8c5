import { operation } from '../../../platform/http/operation';
import { assertMayLeave, groupAccess } from '../policy';
import { removeMembership } from '../repo';

/** Withdraws a join request or leaves; a block stays (it is not the blocked person's to lift). */
export const leaveGroup = operation('leaveGroup', 'signed-in', async ({ params, caller }, ctx) => {
  const access = await groupAccess(ctx, caller, params.id);
  assertMayLeave(access);
  await removeMembership(ctx.db, access.group.id, caller.user.id);
  return { ok: true as const };
});
