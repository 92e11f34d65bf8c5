import { operation } from '../../../platform/http/operation';
import { presentLevels } from '../present';
import { levelsOf } from '../repo';

/** The caller's levels on offer, cheapest first, with their active subscribers. */
export const listOwnProLevels = operation(
  'listOwnProLevels',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const rows = await levelsOf(ctx.db, caller.user.id, {
      skip: query.skip ?? 0,
      limit: query.limit ?? 10,
    });
    return { items: await presentLevels(ctx.db, caller.user.id, rows) };
  },
);
