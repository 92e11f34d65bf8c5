import { SUBSCRIPTIONS_PAGE_SIZE } from '@trestle/core';
import { operation } from '../../../platform/http/operation';
import { paymentsOf } from '../charge';
import { managedSubscription } from '../policy';

/** What a subscriber paid for one of the caller's levels, newest first. */
export const listProSubscriberPayments = operation(
  'listProSubscriberPayments',
  'signed-in',
  async ({ params, query, caller }, ctx) => {
    const row = await managedSubscription(ctx.db, caller.user.id, params.id);
    return {
      items: await paymentsOf(ctx, row, {
        skip: query.skip ?? 0,
        limit: query.limit ?? SUBSCRIPTIONS_PAGE_SIZE,
      }),
    };
  },
);
