import { readPosts } from '../../../platform/feed/index';
import { operation } from '../../../platform/http/operation';
import { decodeFeedCursor } from '../feed-cursor';
import { feedPage } from '../repo/feed';

export const listPublicFeedPosts = operation(
  'listPublicFeedPosts',
  'public',
  async ({ query }, ctx) => {
    // Visitors see what everyone may see: the feed ignores a signed-in caller's own marks.
    const { ids, nextCursor } = await feedPage(
      ctx.db,
      { viewer: null, source: 'public', categories: query.categories, search: query.search },
      {
        skip: query.skip ?? 0,
        limit: query.limit ?? 10,
        after: query.cursor ? decodeFeedCursor(query.cursor) : undefined,
      },
    );
    return { items: await readPosts(ctx.db, null, ids, 'public'), nextCursor };
  },
  { callerFromCache: true },
);
