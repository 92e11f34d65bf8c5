// The configured payment provider; see provider.ts for how areas use payments.
import type { Config } from '../../config';
import type { Jobs } from '../jobs/jobs';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox-provider';

export type { PaymentProvider } from './provider';
export { fulfil, registerFulfilment, type FulfilmentHandlers } from './fulfil';
export {
  cancelSubscriptionAtPeriodEnd,
  cardSource,
  splitOf,
  startPayment,
  type StartPaymentInput,
  type StartedPayment,
} from './service';
export { lapse, periodEndFrom, type FulfilmentEvent, type FulfilmentKind } from './fulfil';
export { runRenewals, RENEWAL_SCHEDULE } from './renewals';
export * from './provider';

/** The sandbox unless PAYMENTS_PROVIDER=stripe (docs/payments.md). */
export function paymentProviderFromConfig(
  config: Config,
  jobs: Pick<Jobs, 'send'>,
): PaymentProvider {
  if (config.payments.provider === 'stripe') {
    throw new Error('The Stripe provider is not available in this build.');
  }
  return sandboxProvider({ jobs, confirmSeconds: config.payments.sandboxConfirmSeconds });
}
