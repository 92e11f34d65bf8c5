import { operation } from '../../../platform/http/operation';
import { presentTransaction } from '../present';
import { countTransactionsOf, ownTransactions } from '../repo';

/** The caller's card charges, newest first. */
export const listTransactions = operation(
  'listTransactions',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const rows = await ownTransactions(ctx.db, caller.user.id, {
      skip: query.skip ?? 0,
      limit: query.limit ?? 10,
    });
    return { items: rows.map(presentTransaction) };
  },
);

export const countTransactions = operation(
  'countTransactions',
  'signed-in',
  async ({ caller }, ctx) => ({
    count: await countTransactionsOf(ctx.db, caller.user.id),
  }),
);
