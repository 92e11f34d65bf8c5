// The configured payment provider; see provider.ts for how areas use payments.
import type { Config } from '../../config';
import type { Jobs } from '../jobs/jobs';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox-provider';
import { stripeProvider } from './stripe-provider';

export type { PaymentProvider } from './provider';
export { fulfil, registerFulfilment, type FulfilmentHandlers } from './fulfil';
export {
  cancelSubscriptionAtPeriodEnd,
  cardSource,
  paymentSourceOf,
  splitOf,
  startPayment,
  type StartPaymentInput,
  type StartedPayment,
} from './service';
export { lapse, periodEndFrom, type FulfilmentEvent, type FulfilmentKind } from './fulfil';
export { runRenewals, RENEWAL_SCHEDULE } from './renewals';
export {
  applyAccountUpdate,
  assertCanBePaid,
  connectPayoutAccount,
  payoutAccountOf,
  presentPayout,
} from './payouts';
export { refundTransaction } from './refund';
export * from './provider';

/** The sandbox unless PAYMENTS_PROVIDER=stripe (docs/payments.md). */
export function paymentProviderFromConfig(
  config: Config,
  jobs: Pick<Jobs, 'send'>,
): PaymentProvider {
  const { stripe } = config.payments;
  if (config.payments.provider === 'stripe' && stripe.secretKey && stripe.webhookSecret) {
    return stripeProvider({
      secretKey: stripe.secretKey,
      webhookSecret: stripe.webhookSecret,
      ...(stripe.apiUrl ? { apiUrl: stripe.apiUrl } : {}),
    });
  }
  return sandboxProvider({ jobs, confirmSeconds: config.payments.sandboxConfirmSeconds });
}
