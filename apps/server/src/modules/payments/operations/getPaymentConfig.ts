import { operation } from '../../../platform/http/operation';
import { browserPaymentApiUrl } from '../../../platform/payments/browser-api';

/** How the card form sends a card: to our server (sandbox) or tokenised by Stripe first. */
export const getPaymentConfig = operation('getPaymentConfig', 'signed-in', async (_input, ctx) => {
  const { provider, stripe } = ctx.config.payments;
  const apiUrl = browserPaymentApiUrl(ctx.config);
  return provider === 'stripe' && apiUrl
    ? { provider, publishableKey: stripe.publishableKey ?? null, apiUrl }
    : { provider, publishableKey: null, apiUrl: null };
});
