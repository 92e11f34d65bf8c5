import { operation } from '../../../platform/http/operation';

/** How the card form sends a card: to our server (sandbox) or tokenised by Stripe first. */
export const getPaymentConfig = operation('getPaymentConfig', 'signed-in', async (_input, ctx) => {
  const { provider, stripe } = ctx.config.payments;
  return provider === 'stripe'
    ? {
        provider,
        publishableKey: stripe.publishableKey ?? null,
        apiUrl: stripe.apiUrl ?? 'https://api.stripe.com',
      }
    : { provider, publishableKey: null, apiUrl: null };
});
