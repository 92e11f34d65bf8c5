import { SUBSCRIPTIONS_PAGE_SIZE } from '@trestle/core';
import { operation } from '../../../platform/http/operation';
import { presentSubscriptions } from '../present';
import { listSubscriptions } from '../repo';

/** The subscribers to the caller's levels, with the caller's note on each. */
export const listProSubscribers = operation(
  'listProSubscribers',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const rows = await listSubscriptions(
      ctx.db,
      {
        side: 'owner',
        userId: caller.user.id,
        state: query.state,
        q: query.q,
        levelId: query.levelId,
      },
      {
        skip: query.skip ?? 0,
        limit: query.limit ?? SUBSCRIPTIONS_PAGE_SIZE,
        sort: query.sort ?? 'DESC',
      },
    );
    return { items: await presentSubscriptions(ctx.db, caller.user.id, rows) };
  },
);
