import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { cancelSubscriptionAtPeriodEnd } from '../../../platform/payments/index';
import { membershipStatus } from '../membership';
import { membershipInForce } from '../repo';

/** Stops the renewals; the level stays until the period ends, then the renewal job lapses it. */
export const cancelMembership = operation(
  'cancelMembership',
  'signed-in',
  async ({ caller }, ctx) => {
    const current = await membershipInForce(ctx.db, caller.user.id);
    if (!current || current.state !== 'active')
      throw notFound('You have no paid membership to cancel.');
    await cancelSubscriptionAtPeriodEnd(ctx, current.id);
    return membershipStatus(ctx.db, caller.user);
  },
);
