import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { MEMBER_NOT_FOUND, assertOwner, groupAccess } from '../policy';
import { presentMembers } from '../present';
import { findMembership, setRole } from '../repo';

/** Owner only; the owner's own role changes only by handing the group over. */
export const demoteGroupMember = operation(
  'demoteGroupMember',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const access = await groupAccess(ctx, caller, params.id);
    assertOwner(access);
    const target = await findMembership(ctx.db, access.group.id, params.userId);
    if (target?.status !== 'active' || target.role === 'owner') throw notFound(MEMBER_NOT_FOUND);
    await setRole(ctx.db, access.group.id, params.userId, 'member');
    const [member] = await presentMembers(ctx.db, [{ ...target, role: 'member' }]);
    return member!;
  },
);
