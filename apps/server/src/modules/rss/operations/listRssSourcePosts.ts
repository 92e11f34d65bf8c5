import { readPosts, viewerOf } from '../../../platform/feed/index';
import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { SOURCE_MESSAGES } from '../policy';
import { entryPostIds, findSource } from '../repo';

/** One source's entries, newest first; any signed-in person may read a known source. */
export const listRssSourcePosts = operation(
  'listRssSourcePosts',
  'signed-in',
  async ({ params, query, caller }, ctx) => {
    const source = await findSource(ctx.db, params.id);
    if (!source) throw notFound(SOURCE_MESSAGES.notFound);
    const ids = await entryPostIds(
      ctx.db,
      { sourceId: source.id },
      { skip: query.skip ?? 0, limit: query.limit ?? 10 },
      { viewerId: caller.user.id, place: 'profile' },
    );
    return { items: await readPosts(ctx.db, viewerOf(caller.user), ids, 'profile') };
  },
);
