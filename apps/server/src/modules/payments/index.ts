// Payments and memberships (issue 21): products, buying a membership level with a card, its
// status (polled every 3 s), cancelling it, transactions and recurring charges. The processor is
// behind platform/payments (sandbox by default, Stripe by configuration); this area registers
// the membership's fulfilment and runs the payment workers.
import type { AppContext } from '../../platform/context';
import type { Operation } from '../../platform/http/operation';
import { fulfil, RENEWAL_SCHEDULE, runRenewals } from '../../platform/payments/index';
import './membership';
import { buyMembership } from './operations/buyMembership';
import { cancelMembership } from './operations/cancelMembership';
import { getMembershipStatus } from './operations/getMembershipStatus';
import { getPaymentConfig } from './operations/getPaymentConfig';
import { listProducts } from './operations/listProducts';
import { payForProduct } from './operations/payForProduct';
import { getPayoutAccount, createPayoutOnboarding } from './operations/payouts';
import { refundTransaction } from './operations/refundTransaction';
import {
  cancelPaymentSubscription,
  countPaymentSubscriptions,
  listPaymentSubscriptions,
} from './operations/subscriptions';
import { countTransactions, listTransactions } from './operations/transactions';

export const paymentsOperations: Operation[] = [
  listProducts,
  buyMembership,
  payForProduct,
  getMembershipStatus,
  cancelMembership,
  listTransactions,
  countTransactions,
  listPaymentSubscriptions,
  countPaymentSubscriptions,
  cancelPaymentSubscription,
  getPaymentConfig,
  refundTransaction,
  getPayoutAccount,
  createPayoutOnboarding,
];

/** The sandbox's confirmations, and the renewal schedule (shared by every process). */
export async function startPaymentWorkers(ctx: AppContext): Promise<void> {
  await ctx.jobs.work('payments.sandbox-confirm', (outcome) => fulfil(ctx, outcome));
  await ctx.jobs.work('payments.renewals', () => runRenewals(ctx));
  await ctx.jobs.schedule('payments.renewals', RENEWAL_SCHEDULE, {});
}
