import { readPosts, viewerOf } from '../../../platform/feed/index';
import { operation } from '../../../platform/http/operation';
import { decodeFeedCursor } from '../feed-cursor';
import { feedPage } from '../repo/feed';

export const listFeedPosts = operation(
  'listFeedPosts',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const viewer = viewerOf(caller.user);
    const source = query.source ?? 'following';
    const { ids, nextCursor } = await feedPage(
      ctx.db,
      { viewer, source, categories: query.categories },
      {
        skip: query.skip ?? 0,
        limit: query.limit ?? 10,
        after: query.cursor ? decodeFeedCursor(query.cursor) : undefined,
      },
    );
    const items = await readPosts(ctx.db, viewer, ids, source === 'following' ? 'home' : source);
    return { items, nextCursor };
  },
  { callerFromCache: true },
);
