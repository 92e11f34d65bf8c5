import { operation } from '../../../platform/http/operation';
import { presentSources } from '../present';
import { searchSources } from '../repo';

/** Every source known to the server matching the words; the most added first. */
export const searchRssSources = operation(
  'searchRssSources',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const rows = await searchSources(ctx.db, query.search ?? '', {
      skip: query.skip ?? 0,
      limit: query.limit ?? 20,
    });
    return { items: await presentSources(ctx.db, caller.user.id, rows) };
  },
);
