import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { POST_NOT_IN_CHANNEL, assertOwner, channelFor } from '../policy';
import { presentChannel } from '../present';
import { findChannel, isChannelPost, setPinnedPost } from '../repo';

/** Owner only; the post must be a live top-level post made in the channel. Null unpins. */
export const pinChannelPost = operation(
  'pinChannelPost',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const channel = await channelFor(ctx, caller, params.id);
    assertOwner(caller, channel);
    if (body.postId !== null && !(await isChannelPost(ctx.db, channel.id, body.postId))) {
      throw notFound(POST_NOT_IN_CHANNEL);
    }
    await setPinnedPost(ctx.db, channel.id, body.postId);
    return presentChannel(ctx.db, caller.user.id, (await findChannel(ctx.db, channel.id))!);
  },
);
