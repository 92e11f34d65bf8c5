import { forbidden, notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { MEMBER_NOT_FOUND, groupAccess } from '../policy';
import { removeMembership } from '../repo';

export const OWNER_CANNOT_LEAVE = 'The owner cannot leave the group: hand it over first.';

/** Withdraws a join request or leaves; a block stays (it is not the blocked person's to lift). */
export const leaveGroup = operation('leaveGroup', 'signed-in', async ({ params, caller }, ctx) => {
  const { group, me } = await groupAccess(ctx, caller, params.id);
  if (!me || me.status === 'blocked') throw notFound(MEMBER_NOT_FOUND);
  if (me.status === 'active' && me.role === 'owner') throw forbidden(OWNER_CANNOT_LEAVE);
  await removeMembership(ctx.db, group.id, caller.user.id);
  return { ok: true as const };
});
