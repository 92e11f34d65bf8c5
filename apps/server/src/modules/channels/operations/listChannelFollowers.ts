import { operation } from '../../../platform/http/operation';
import { channelFor } from '../policy';
import { presentPeople } from '../present';
import { followerIds } from '../repo';

/** Whoever may read the channel sees its followers, newest first. */
export const listChannelFollowers = operation(
  'listChannelFollowers',
  'signed-in',
  async ({ params, query, caller }, ctx) => {
    const channel = await channelFor(ctx, caller, params.id);
    const ids = await followerIds(ctx.db, channel.id, caller.user.id, {
      skip: query.skip ?? 0,
      limit: query.limit ?? 10,
    });
    return { items: await presentPeople(ctx.db, caller.user.id, ids) };
  },
);
