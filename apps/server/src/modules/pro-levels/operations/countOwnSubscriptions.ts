import { operation } from '../../../platform/http/operation';
import { countSubscriptions } from '../repo';

export const countOwnSubscriptions = operation(
  'countOwnSubscriptions',
  'signed-in',
  async ({ query, caller }, ctx) => ({
    count: await countSubscriptions(ctx.db, {
      side: 'subscriber',
      userId: caller.user.id,
      state: query.type,
      q: query.q,
    }),
  }),
);
