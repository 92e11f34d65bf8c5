import { SUBSCRIPTIONS_PAGE_SIZE } from '@trestle/core';
import { operation } from '../../../platform/http/operation';
import { presentSubscriptions } from '../present';
import { listSubscriptions } from '../repo';

/** The caller's subscriptions to other people's levels, by state, name and start date. */
export const listOwnSubscriptions = operation(
  'listOwnSubscriptions',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const rows = await listSubscriptions(
      ctx.db,
      { side: 'subscriber', userId: caller.user.id, state: query.state, q: query.q },
      {
        skip: query.skip ?? 0,
        limit: query.limit ?? SUBSCRIPTIONS_PAGE_SIZE,
        sort: query.sort ?? 'DESC',
      },
    );
    return { items: await presentSubscriptions(ctx.db, caller.user.id, rows) };
  },
);
