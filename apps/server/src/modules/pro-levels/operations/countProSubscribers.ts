import { operation } from '../../../platform/http/operation';
import { countSubscriptions } from '../repo';

export const countProSubscribers = operation(
  'countProSubscribers',
  'signed-in',
  async ({ query, caller }, ctx) => ({
    count: await countSubscriptions(ctx.db, {
      side: 'owner',
      userId: caller.user.id,
      state: query.type,
      q: query.q,
    }),
  }),
);
