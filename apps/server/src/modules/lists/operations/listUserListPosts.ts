import { readPosts, viewerOf } from '../../../platform/feed/index';
import { operation } from '../../../platform/http/operation';
import { ownListOr404 } from '../policy';
import { listFeedIds } from '../repo';

/** The posts of the list's members, newest first, through the read pipeline. */
export const listUserListPosts = operation(
  'listUserListPosts',
  'signed-in',
  async ({ params, query, caller }, ctx) => {
    const me = caller.user.id;
    const list = await ownListOr404(ctx, me, params.listId);
    const ids = await listFeedIds(
      ctx.db,
      {
        listId: list.id,
        viewerId: me,
        categories: query.categories,
        replies: query.replies ?? true,
        reposts: query.reposts ?? true,
        media: query.media ?? false,
      },
      { skip: query.skip ?? 0, limit: query.limit ?? 10 },
    );
    return { items: await readPosts(ctx.db, viewerOf(caller.user), ids, 'list') };
  },
);
