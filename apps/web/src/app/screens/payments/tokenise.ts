// With Stripe the card goes from the browser to the processor, never to our server: the form posts
// it to the processor's `/v1/payment_methods` with the publishable key and sends our server the
// token (docs/payments.md). With the sandbox, the details go to our server, which checks them.
import { parseCardExpiry } from '@trestle/core';
import type { components } from '@trestle/sdk';
import type { CardValues } from './card-form-schema';

export type PaymentConfig = components['schemas']['PaymentConfig'];
export type PaymentCard = components['schemas']['PaymentCard'];

export async function paymentCardOf(
  card: CardValues,
  config: PaymentConfig | undefined,
  fetcher: typeof fetch = fetch,
): Promise<PaymentCard> {
  if (config?.provider !== 'stripe') return card;
  const expiry = parseCardExpiry(card.expiry);
  const response = await fetcher(`${config.apiUrl}/v1/payment_methods`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${config.publishableKey ?? ''}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      type: 'card',
      'card[number]': card.number,
      'card[exp_month]': String(expiry?.month ?? ''),
      'card[exp_year]': String(expiry?.year ?? ''),
      'card[cvc]': card.cvc,
      'billing_details[name]': card.holder,
    }),
  });
  const body = (await response.json()) as { id?: string; error?: { message?: string } };
  if (!response.ok || !body.id) {
    throw new Error(body.error?.message ?? 'The card could not be checked. Please try again.');
  }
  return { token: body.id };
}
