import { operation } from '../../../platform/http/operation';
import { presentProduct } from '../present';
import { listProductRows } from '../repo';

/** What can be bought: the membership levels first, in order. */
export const listProducts = operation('listProducts', 'signed-in', async ({ query }, ctx) => {
  const rows = await listProductRows(ctx.db, {
    type: query.type,
    skip: query.skip ?? 0,
    limit: query.limit ?? 10,
  });
  return { items: rows.map(presentProduct) };
});
