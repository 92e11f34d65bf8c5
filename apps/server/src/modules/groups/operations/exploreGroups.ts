import { operation } from '../../../platform/http/operation';
import { presentGroupRef } from '../present';
import { exploreGroupRows, membershipsOf } from '../repo';

/** Groups by name, title or description, most members first; private ones listed, content not. */
export const exploreGroups = operation(
  'exploreGroups',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const rows = await exploreGroupRows(ctx.db, {
      search: query.search,
      categories: query.categories,
      type: query.type,
      skip: query.skip ?? 0,
      limit: query.limit ?? 10,
    });
    const mine = await membershipsOf(
      ctx.db,
      caller.user.id,
      rows.map((r) => r.id),
    );
    return { items: rows.map((g) => presentGroupRef(g, mine.get(g.id)?.status === 'active')) };
  },
);
