import { operation } from '../../../platform/http/operation';
import { decodeFeedCursor } from '../feed-cursor';
import { feedPageOfPosts } from '../repo/feed';

export const listPublicFeedPosts = operation(
  'listPublicFeedPosts',
  'public',
  async ({ query }, ctx) => {
    // Visitors see what everyone may see: the feed ignores a signed-in caller's own marks.
    return feedPageOfPosts(
      ctx.db,
      { viewer: null, source: 'public', categories: query.categories, search: query.search },
      {
        skip: query.skip ?? 0,
        limit: query.limit ?? 10,
        after: query.cursor ? decodeFeedCursor(query.cursor) : undefined,
      },
      'public',
    );
  },
  { callerFromCache: true },
);
