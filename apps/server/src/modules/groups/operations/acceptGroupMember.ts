import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { REQUEST_NOT_FOUND, assertModerator, groupAccess } from '../policy';
import { presentMembers } from '../present';
import { findMembership, putMembership } from '../repo';

export const acceptGroupMember = operation(
  'acceptGroupMember',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const access = await groupAccess(ctx, caller, params.id);
    assertModerator(access);
    const request = await findMembership(ctx.db, access.group.id, params.userId);
    if (request?.status !== 'pending') throw notFound(REQUEST_NOT_FOUND);
    await putMembership(ctx.db, access.group.id, params.userId, 'active');
    await ctx.jobs.send('notifications.create', {
      kind: 'group-accepted',
      groupId: access.group.id,
      userId: params.userId,
      actorId: caller.user.id,
    });
    const row = await findMembership(ctx.db, access.group.id, params.userId);
    const [member] = await presentMembers(ctx.db, [row!]);
    return member!;
  },
);
