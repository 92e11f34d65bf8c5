import { operation } from '../../../platform/http/operation';
import { blockedFollow, otherPerson } from '../policy';
import { insertFollow } from '../repo';

export const followUser = operation('followUser', 'signed-in', async ({ params, caller }, ctx) => {
  const person = await otherPerson(ctx, caller, params.id, 'follow');
  if (!(await insertFollow(ctx.db, caller.user.id, person.id))) throw blockedFollow();
  await ctx.jobs.send('timeline.follow', { followerId: caller.user.id, followeeId: person.id });
  await ctx.jobs.send('notifications.create', {
    kind: 'follow',
    followerId: caller.user.id,
    followeeId: person.id,
  });
  return { ok: true as const };
});
