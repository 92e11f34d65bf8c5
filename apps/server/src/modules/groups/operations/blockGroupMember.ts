import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { MEMBER_NOT_FOUND, assertMayBlock, assertModerator, groupAccess } from '../policy';
import { findMembership, personExists, putMembership } from '../repo';

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
    if (!target && !(await personExists(ctx.db, params.userId))) throw notFound(MEMBER_NOT_FOUND);
    assertMayBlock(access, target);
    await putMembership(ctx.db, access.group.id, params.userId, 'blocked');
    return { ok: true as const };
  },
);
