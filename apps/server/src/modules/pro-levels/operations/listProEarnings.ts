import { SUBSCRIPTIONS_PAGE_SIZE } from '@trestle/core';
import { operation } from '../../../platform/http/operation';
import { earningsOf } from '../charge';

/** Gross, fee and net of the caller's levels, per level and calendar month. */
export const listProEarnings = operation(
  'listProEarnings',
  'signed-in',
  async ({ query, caller }, ctx) => ({
    items: await earningsOf(ctx, caller.user.id, {
      skip: query.skip ?? 0,
      limit: query.limit ?? SUBSCRIPTIONS_PAGE_SIZE,
    }),
  }),
);
