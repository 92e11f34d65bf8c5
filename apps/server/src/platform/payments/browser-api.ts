// Where the browser sends a card to be tokenised: Stripe's API (or the address configured in its
// place), never our server. One rule for the two places that need it: the card form's
// configuration (getPaymentConfig) and the page's Content-Security-Policy, whose connect-src must
// let the page reach that origin or the browser refuses the call.
import type { Config } from '../../config';

export const STRIPE_API_URL = 'https://api.stripe.com';

/** The processor's API the browser tokenises cards with; null when cards go to our server. */
export function browserPaymentApiUrl(config: Pick<Config, 'payments'>): string | null {
  const { provider, stripe } = config.payments;
  return provider === 'stripe' ? (stripe.apiUrl ?? STRIPE_API_URL) : null;
}
