import { readPosts, viewerOf } from '../../../platform/feed/index';
import { operation } from '../../../platform/http/operation';
import { activeGroupIds, groupPostIds } from '../repo';

/** Posts of every group the caller belongs to, newest first (the "groups" feed). */
export const listGroupsFeedPosts = operation(
  'listGroupsFeedPosts',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const groups = await activeGroupIds(ctx.db, caller.user.id);
    const ids = await groupPostIds(
      ctx.db,
      groups,
      { skip: query.skip ?? 0, limit: query.limit ?? 10, categories: query.categories },
      caller.user.id,
    );
    return { items: await readPosts(ctx.db, viewerOf(caller.user), ids, 'groups') };
  },
);
