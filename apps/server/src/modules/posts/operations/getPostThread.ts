import { readPosts, viewerOf } from '../../../platform/feed/index';
import { operation } from '../../../platform/http/operation';
import { ancestorIds } from '../repo/conversation';
import { visiblePost } from '../policy';

export const getPostThread = operation(
  'getPostThread',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const { row, post } = await visiblePost(ctx, caller, params.postId, 'thread');
    const ids = await ancestorIds(ctx.db, row);
    // The pipeline leaves out ancestors the caller may not see (deleted, blocked either way).
    const ancestors = await readPosts(ctx.db, viewerOf(caller.user), ids, 'thread');
    return { ancestors, post };
  },
);
