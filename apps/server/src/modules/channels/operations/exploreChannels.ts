import { operation } from '../../../platform/http/operation';
import { presentChannelRefs } from '../present';
import { exploreChannelRows } from '../repo';

/** Public channels by name, title or description; private ones are never listed. */
export const exploreChannels = operation(
  'exploreChannels',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const rows = await exploreChannelRows(ctx.db, {
      viewerId: caller.user.id,
      search: query.search,
      categories: query.categories,
      skip: query.skip ?? 0,
      limit: query.limit ?? 10,
    });
    return { items: await presentChannelRefs(ctx.db, caller.user.id, rows) };
  },
);
