import { operation } from '../../../platform/http/operation';
import { otherPerson } from '../policy';
import { deleteFollow } from '../repo';

export const unfollowUser = operation(
  'unfollowUser',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const person = await otherPerson(ctx, caller, params.id, 'unfollow');
    await deleteFollow(ctx.db, caller.user.id, person.id);
    return { ok: true as const };
  },
);
