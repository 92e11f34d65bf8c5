import { operation } from '../../../platform/http/operation';
import { assertNotOwner, channelFor } from '../policy';
import { addFollower } from '../repo';

/** Anyone who can read the channel may follow it; its posts then reach their home feed. */
export const followChannel = operation(
  'followChannel',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const channel = await channelFor(ctx, caller, params.id);
    assertNotOwner(caller, channel);
    await addFollower(ctx.db, channel.id, caller.user.id);
    await ctx.jobs.send('timeline.follow', { followerId: caller.user.id, channelId: channel.id });
    return { ok: true as const };
  },
);
