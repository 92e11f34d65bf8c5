import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { cancelSubscriptionAtPeriodEnd } from '../../../platform/payments/index';
import { presentSubscription } from '../present';
import { countSubscriptionsOf, ownSubscriptions, productsByIds } from '../repo';

/** The caller's recurring charges (memberships and pro levels), newest first. */
export const listPaymentSubscriptions = operation(
  'listPaymentSubscriptions',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const rows = await ownSubscriptions(ctx.db, caller.user.id, {
      skip: query.skip ?? 0,
      limit: query.limit ?? 10,
      filter: query.state,
    });
    const products = new Map(
      (await productsByIds(ctx.db, [...new Set(rows.map((row) => row.product_id))])).map((p) => [
        p.id,
        p,
      ]),
    );
    return {
      items: rows.flatMap((row) => {
        const product = products.get(row.product_id);
        return product ? [presentSubscription(row, product)] : [];
      }),
    };
  },
);

export const countPaymentSubscriptions = operation(
  'countPaymentSubscriptions',
  'signed-in',
  async ({ query, caller }, ctx) => ({
    count: await countSubscriptionsOf(ctx.db, caller.user.id, query.state),
  }),
);

/** Stops one of the caller's recurring charges at the end of its period. */
export const cancelPaymentSubscription = operation(
  'cancelPaymentSubscription',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const row = await ctx.db
      .selectFrom('payment_subscriptions')
      .selectAll()
      .where('id', '=', params.id)
      .where('user_id', '=', caller.user.id)
      .executeTakeFirst();
    if (!row) throw notFound('No such recurring charge.');
    const cancelled = (await cancelSubscriptionAtPeriodEnd(ctx, row.id)) ?? row;
    const [product] = await productsByIds(ctx.db, [row.product_id]);
    return presentSubscription(cancelled, product!);
  },
);
