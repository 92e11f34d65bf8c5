import { viewerOf } from '../../../platform/feed/index';
import { operation } from '../../../platform/http/operation';
import { decodeFeedCursor } from '../feed-cursor';
import { feedPageOfPosts } from '../repo/feed';

export const listFeedPosts = operation(
  'listFeedPosts',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const viewer = viewerOf(caller.user);
    const source = query.source ?? 'following';
    return feedPageOfPosts(
      ctx.db,
      { viewer, source, categories: query.categories },
      {
        skip: query.skip ?? 0,
        limit: query.limit ?? 10,
        after: query.cursor ? decodeFeedCursor(query.cursor) : undefined,
      },
      source === 'following' ? 'home' : source,
    );
  },
  { callerFromCache: true },
);
