import { operation } from '../../../platform/http/operation';
import { assertNotBlocked, groupAccess } from '../policy';
import { presentGroup } from '../present';

/** Anyone signed in reads a group; a private group's rules stay with its members. */
export const getGroup = operation('getGroup', 'signed-in', async ({ params, caller }, ctx) => {
  const access = await groupAccess(ctx, caller, params.id);
  assertNotBlocked(access);
  return presentGroup(ctx.db, caller.user.id, access.group);
});
