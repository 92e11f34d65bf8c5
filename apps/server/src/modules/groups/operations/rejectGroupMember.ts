import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { REQUEST_NOT_FOUND, assertModerator, groupAccess } from '../policy';
import { findMembership, removeMembership } from '../repo';

/** The request goes; the person may ask again (a block is what keeps someone out). */
export const rejectGroupMember = operation(
  'rejectGroupMember',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const access = await groupAccess(ctx, caller, params.id);
    assertModerator(access);
    const request = await findMembership(ctx.db, access.group.id, params.userId);
    if (request?.status !== 'pending') throw notFound(REQUEST_NOT_FOUND);
    await removeMembership(ctx.db, access.group.id, params.userId);
    return { ok: true as const };
  },
);
