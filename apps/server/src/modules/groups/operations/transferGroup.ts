import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { MEMBER_NOT_FOUND, assertOwner, assertPassword, groupAccess } from '../policy';
import { presentGroup } from '../present';
import { findGroup, findMembership, transferOwnership } from '../repo';

/** Owner only, with the password; the new owner must be an active member. */
export const transferGroup = operation(
  'transferGroup',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const access = await groupAccess(ctx, caller, params.id);
    assertOwner(access);
    await assertPassword(caller, body.password);
    const target = await findMembership(ctx.db, access.group.id, body.owner);
    if (!target || target.status !== 'active' || target.user_id === caller.user.id) {
      throw notFound(MEMBER_NOT_FOUND);
    }
    await transferOwnership(ctx.db, access.group.id, caller.user.id, body.owner);
    return presentGroup(ctx.db, caller.user.id, (await findGroup(ctx.db, access.group.id))!);
  },
  // Each call checks the password: limited per person (429) like sign-in.
  { rateLimit: ['passwordCheck'] },
);
