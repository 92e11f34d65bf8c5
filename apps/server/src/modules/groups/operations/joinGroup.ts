import { conflict, forbidden } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { BLOCKED_FROM_GROUP, groupAccess } from '../policy';
import { putMembership } from '../repo';

export const ALREADY_MEMBER = 'You are already a member of this group.';
export const ALREADY_ASKED = 'Your request to join this group is already waiting.';

/** An open group takes the caller at once; a closed or private one gets a request. */
export const joinGroup = operation('joinGroup', 'signed-in', async ({ params, caller }, ctx) => {
  const { group, me } = await groupAccess(ctx, caller, params.id);
  if (me?.status === 'blocked') throw forbidden(BLOCKED_FROM_GROUP);
  if (me?.status === 'active') throw conflict(ALREADY_MEMBER);
  if (me?.status === 'pending') throw conflict(ALREADY_ASKED);
  const status: 'active' | 'pending' = group.type === 'open' ? 'active' : 'pending';
  await putMembership(ctx.db, group.id, caller.user.id, status);
  return { status };
});
