import { readPosts, viewerOf } from '../../../platform/feed/index';
import { operation } from '../../../platform/http/operation';
import { assertMaySeeContent, groupAccess } from '../policy';
import { groupPostIds } from '../repo';

/** A group's posts, newest first, through the read pipeline (403 on a private group for outsiders). */
export const listGroupPosts = operation(
  'listGroupPosts',
  'signed-in',
  async ({ params, query, caller }, ctx) => {
    const access = await groupAccess(ctx, caller, params.id);
    assertMaySeeContent(access);
    const ids = await groupPostIds(
      ctx.db,
      [access.group.id],
      { skip: query.skip ?? 0, limit: query.limit ?? 10 },
      caller.user.id,
    );
    return { items: await readPosts(ctx.db, viewerOf(caller.user), ids, 'group') };
  },
);
