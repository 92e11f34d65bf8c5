import { NO_RSS_FEEDS_MESSAGE } from '@trestle/core';
import { readPosts, viewerOf } from '../../../platform/feed/index';
import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { countSubscriptions, entryPostIds } from '../repo';

/** Entries of all the caller's sources, newest first; 404 "No RSS feeds found!" without any. */
export const listRssPosts = operation(
  'listRssPosts',
  'signed-in',
  async ({ query, caller }, ctx) => {
    if ((await countSubscriptions(ctx.db, caller.user.id)) === 0) {
      throw notFound(NO_RSS_FEEDS_MESSAGE);
    }
    const ids = await entryPostIds(
      ctx.db,
      { userId: caller.user.id },
      { skip: query.skip ?? 0, limit: query.limit ?? 10 },
      { viewerId: caller.user.id, place: 'news' },
    );
    return { items: await readPosts(ctx.db, viewerOf(caller.user), ids, 'news') };
  },
);
