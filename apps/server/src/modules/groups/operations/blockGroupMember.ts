import { forbidden, notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { MEMBER_NOT_FOUND, assertModerator, groupAccess, isOwner } from '../policy';
import { findMembership, putMembership } from '../repo';

export const OUTRANKS_YOU = 'Only the owner can block a moderator, and nobody can block the owner.';

/**
 * Removes a member (or turns down a request) and bars the person from asking again. Anyone who
 * has a row in the group (member or request) can be blocked, and also a person with none yet.
 */
export const blockGroupMember = operation(
  'blockGroupMember',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const access = await groupAccess(ctx, caller, params.id);
    assertModerator(access);
    const target = await findMembership(ctx.db, access.group.id, params.userId);
    if (!target) {
      const user = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', params.userId)
        .executeTakeFirst();
      if (!user) throw notFound(MEMBER_NOT_FOUND);
    }
    if (target?.status === 'active' && target.role === 'owner') throw forbidden(OUTRANKS_YOU);
    if (target?.status === 'active' && target.role === 'moderator' && !isOwner(access.me)) {
      throw forbidden(OUTRANKS_YOU);
    }
    await putMembership(ctx.db, access.group.id, params.userId, 'blocked');
    return { ok: true as const };
  },
);
