import { viewerOf } from '../../../platform/feed/index';
import { operation } from '../../../platform/http/operation';
import { countNewer, countNewerInGroups } from '../repo/feed';
import { visiblePost } from '../policy';

export const countNewFeedPosts = operation(
  'countNewFeedPosts',
  'signed-in',
  async ({ params, query, caller }, ctx) => {
    const { row } = await visiblePost(ctx, caller, params.postId);
    if (query.source === 'groups') {
      return {
        count: await countNewerInGroups(ctx.db, caller.user.id, row.id, query.categories),
      };
    }
    const source = query.source === 'local' || query.source === 'news' ? query.source : 'following';
    const count = await countNewer(
      ctx.db,
      { viewer: viewerOf(caller.user), source, categories: query.categories },
      row.id,
    );
    return { count };
  },
);
