import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { cancelBySubscriber } from '../subscribe';
import { NOT_SUBSCRIBED } from '../policy';
import { findSubscriptionOf } from '../repo';

/** Cancels the caller's subscription: nothing more is charged; it lasts to the period's end. */
export const unsubscribeFromProLevel = operation(
  'unsubscribeFromProLevel',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const row = await findSubscriptionOf(ctx.db, params.levelId, caller.user.id);
    if (!row || row.state === 'inactive') throw notFound(NOT_SUBSCRIBED);
    await cancelBySubscriber(ctx, row);
    return { ok: true as const };
  },
);
