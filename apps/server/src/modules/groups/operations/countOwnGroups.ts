import { operation } from '../../../platform/http/operation';
import { countOwnGroupRows } from '../repo';

export const countOwnGroups = operation(
  'countOwnGroups',
  'signed-in',
  async ({ query, caller }, ctx) => ({
    count: await countOwnGroupRows(ctx.db, caller.user.id, query.type),
  }),
);
