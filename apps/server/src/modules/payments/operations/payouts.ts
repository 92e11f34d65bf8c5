import { operation } from '../../../platform/http/operation';
import {
  connectPayoutAccount,
  payoutAccountOf,
  presentPayout,
} from '../../../platform/payments/index';

/** Where the caller's pro level payments are paid to (platform/payments/payouts.ts). */
export const getPayoutAccount = operation(
  'getPayoutAccount',
  'signed-in',
  async ({ caller }, ctx) => presentPayout(ctx, await payoutAccountOf(ctx.db, caller.user.id)),
);

/** Connects the caller's payout account, or answers where its onboarding continues. */
export const createPayoutOnboarding = operation(
  'createPayoutOnboarding',
  'signed-in',
  async ({ caller }, ctx) => {
    const { row, url } = await connectPayoutAccount(ctx, caller.user);
    return { account: presentPayout(ctx, row), url };
  },
);
