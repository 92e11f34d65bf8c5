import { readPosts, viewerOf } from '../../../platform/feed/index';
import { operation } from '../../../platform/http/operation';
import { channelFor } from '../policy';
import { channelPostIds } from '../repo';

/**
 * One channel's posts (its pinned post first), or the posts of every channel the caller owns or
 * follows; newest first, with search, through the read pipeline.
 */
export const listChannelPosts = operation(
  'listChannelPosts',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const channel = query.channelId ? await channelFor(ctx, caller, query.channelId) : null;
    const ids = await channelPostIds(ctx.db, {
      viewerId: caller.user.id,
      channelId: channel?.id,
      pinnedId: channel?.pinned_post_id,
      search: query.search,
      skip: query.skip ?? 0,
      limit: query.limit ?? 10,
    });
    const place = channel ? 'channel' : 'channels';
    return { items: await readPosts(ctx.db, viewerOf(caller.user), ids, place) };
  },
);
