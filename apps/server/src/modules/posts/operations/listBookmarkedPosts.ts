import { readPosts, viewerOf } from '../../../platform/feed/index';
import { operation } from '../../../platform/http/operation';
import { bookmarkPage } from '../repo/engagement';

export const listBookmarkedPosts = operation(
  'listBookmarkedPosts',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const ids = await bookmarkPage(ctx.db, caller.user.id, {
      skip: query.skip ?? 0,
      limit: query.limit ?? 10,
    });
    return { items: await readPosts(ctx.db, viewerOf(caller.user), ids, 'bookmarks') };
  },
);
