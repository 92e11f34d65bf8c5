import { operation } from '../../../platform/http/operation';
import { assertMayJoin, groupAccess } from '../policy';
import { putMembership } from '../repo';

/**
 * An open group takes the caller at once; a closed or private one gets a request, which its
 * owner and moderators are notified of.
 */
export const joinGroup = operation('joinGroup', 'signed-in', async ({ params, caller }, ctx) => {
  const access = await groupAccess(ctx, caller, params.id);
  const status = assertMayJoin(access);
  await putMembership(ctx.db, access.group.id, caller.user.id, status);
  if (status === 'pending') {
    // The owner and moderators hear of it (a notification job, after the answer).
    await ctx.jobs.send('notifications.create', {
      kind: 'group-request',
      groupId: access.group.id,
      userId: caller.user.id,
    });
  }
  return { status };
});
