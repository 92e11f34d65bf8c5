import { readPosts, viewerOf } from '../../../platform/feed/index';
import { operation } from '../../../platform/http/operation';
import { replyIdsPage } from '../repo/conversation';
import { visiblePost } from '../policy';

export const listPostReplies = operation(
  'listPostReplies',
  'signed-in',
  async ({ params, query, caller }, ctx) => {
    const { row } = await visiblePost(ctx, caller, params.id);
    const ids = await replyIdsPage(ctx.db, caller.user.id, row.id, {
      sort: query.sort ?? 'ASC',
      skip: query.skip ?? 0,
      limit: query.limit ?? 5,
    });
    return { items: await readPosts(ctx.db, viewerOf(caller.user), ids, 'replies') };
  },
);
