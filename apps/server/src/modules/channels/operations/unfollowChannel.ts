import { operation } from '../../../platform/http/operation';
import { assertNotOwner, channelFor } from '../policy';
import { removeFollower } from '../repo';

/** Not following afterwards, whether or not the caller followed before. */
export const unfollowChannel = operation(
  'unfollowChannel',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const channel = await channelFor(ctx, caller, params.id);
    assertNotOwner(caller, channel);
    await removeFollower(ctx.db, channel.id, caller.user.id);
    return { ok: true as const };
  },
);
