// The Stripe processor (PAYMENTS_PROVIDER=stripe; docs/payments.md). Our server never sees a card
// number: the browser tokenises the card with Stripe (a PaymentMethod, `pm_…`) and sends the token.
// One-off payments are PaymentIntents; memberships and pro levels are Subscriptions (Stripe charges
// each period and tells us by webhook). Every call carries an idempotency key. A webhook is
// verified by its signature on the RAW body, and the object it names is read again from Stripe,
// so duplicated and out-of-order deliveries leave the same final state.
import Stripe from 'stripe';
import type { CardBrandKey } from '@trestle/core';
import {
  WebhookSignatureError,
  type CardSummaryFacts,
  type ChargeAnswer,
  type ChargeRequest,
  type PaymentFailureCode,
  type PaymentProvider,
  type PaymentSource,
  type PayoutState,
  type ProviderOutcome,
  type SubscribeAnswer,
  type SubscribeRequest,
} from './provider';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another address for the API (a loopback stand-in in tests): http(s)://host:port. */
  apiUrl?: string;
}

const BRANDS: Record<string, CardBrandKey> = {
  visa: 'visa',
  mastercard: 'master',
  amex: 'amex',
  jcb: 'jcb',
  discover: 'discover',
  diners: 'diners_club',
  maestro: 'maestro',
};

/** The Stripe client, pointed at Stripe or at the configured stand-in. */
export function stripeClient(options: Pick<StripeOptions, 'secretKey' | 'apiUrl'>): Stripe {
  const url = options.apiUrl ? new URL(options.apiUrl) : null;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'http:' ? 80 : 443),
          protocol: url.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

function failureOf(error: { code?: string | null; decline_code?: string | null } | null) {
  const code = error?.decline_code ?? error?.code ?? null;
  const known: PaymentFailureCode[] = ['card_declined', 'insufficient_funds'];
  return (known as (string | null)[]).includes(code)
    ? (code as PaymentFailureCode)
    : code === 'generic_decline'
      ? 'card_declined'
      : 'processing_error';
}

/** A connected account's state: paid out to once it may take charges and receive payouts. */
export function payoutStateOf(
  account: Pick<Stripe.Account, 'charges_enabled' | 'payouts_enabled' | 'details_submitted'>,
): PayoutState {
  if (account.charges_enabled && account.payouts_enabled) return 'connected';
  return account.details_submitted ? 'restricted' : 'pending';
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

export function stripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = stripeClient(options);

  function tokenOf(source: ChargeRequest['source']): string {
    if ('token' in source) return source.token;
    if ('methodRef' in source) return source.methodRef;
    // Card details never go to our server with Stripe: the browser tokenises them.
    throw new Error('With Stripe, cards are tokenised by the browser; send a token.');
  }

  async function cardOf(token: string): Promise<CardSummaryFacts | null> {
    const method = await stripe.paymentMethods.retrieve(token);
    if (!method.card) return null;
    return { brand: BRANDS[method.card.brand] ?? 'unknown', last4: method.card.last4 };
  }

  /** What a webhook's object says now, read again from Stripe. */
  async function outcomeOf(event: Stripe.Event): Promise<ProviderOutcome> {
    const eventId = event.id;
    const object = event.data.object as { id: string; object: string };
    if (object.object === 'payment_intent') {
      const intent = await stripe.paymentIntents.retrieve(object.id);
      const transactionId = intent.metadata?.transactionId;
      const base = { chargeRef: intent.id, eventId, ...(transactionId ? { transactionId } : {}) };
      if (intent.status === 'succeeded') return { kind: 'charge.succeeded', ...base };
      if (intent.status === 'canceled' || intent.last_payment_error) {
        return { kind: 'charge.failed', ...base, code: failureOf(intent.last_payment_error) };
      }
      return { kind: 'ignored', eventId };
    }
    if (object.object === 'charge') {
      const charge = await stripe.charges.retrieve(object.id);
      const intent = idOf(charge.payment_intent);
      if (charge.refunded && intent) return { kind: 'charge.refunded', chargeRef: intent, eventId };
      return { kind: 'ignored', eventId };
    }
    if (object.object === 'invoice') {
      const invoice = await stripe.invoices.retrieve(object.id);
      const subscriptionRef = idOf(invoice.parent?.subscription_details?.subscription ?? null);
      if (!subscriptionRef) return { kind: 'ignored', eventId };
      const first = invoice.billing_reason === 'subscription_create';
      const transactionId = invoice.parent?.subscription_details?.metadata?.transactionId;
      const ours = transactionId ? { transactionId } : {};
      if (invoice.status === 'paid') {
        if (first) return { kind: 'charge.succeeded', chargeRef: invoice.id!, eventId, ...ours };
        const subscription = await stripe.subscriptions.retrieve(subscriptionRef);
        const periodEnd = subscription.items.data[0]?.current_period_end ?? invoice.period_end;
        return {
          kind: 'subscription.renewed',
          subscriptionRef,
          chargeRef: invoice.id!,
          periodEnd: new Date(periodEnd * 1000).toISOString(),
          eventId,
        };
      }
      if (first && invoice.attempt_count > 0 && invoice.status !== 'draft') {
        return {
          kind: 'charge.failed',
          chargeRef: invoice.id!,
          eventId,
          ...ours,
          code: 'card_declined',
        };
      }
      return { kind: 'ignored', eventId };
    }
    if (object.object === 'account') {
      const account = await stripe.accounts.retrieve(object.id);
      return {
        kind: 'account.updated',
        accountRef: account.id,
        state: payoutStateOf(account),
        eventId,
      };
    }
    if (object.object === 'subscription') {
      const subscription = await stripe.subscriptions.retrieve(object.id);
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
        return { kind: 'subscription.ended', subscriptionRef: subscription.id, eventId };
      }
      return { kind: 'ignored', eventId };
    }
    return { kind: 'ignored', eventId };
  }

  return {
    name: 'stripe',
    chargesRenewalsItself: true,
    payoutsRequired: true,

    async charge(request: ChargeRequest): Promise<ChargeAnswer> {
      const token = tokenOf(request.source);
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          payment_method: token,
          confirm: true,
          description: request.description,
          receipt_email: request.customerEmail,
          metadata: { transactionId: request.transactionId },
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          ...(request.split?.payeeAccount
            ? {
                application_fee_amount: request.split.platformFee,
                transfer_data: { destination: request.split.payeeAccount },
              }
            : {}),
        },
        { idempotencyKey: `${request.idempotencyKey}:intent` },
      );
      return { ref: intent.id, state: 'pending', card: await cardOf(token), methodRef: token };
    },

    async subscribe(request: SubscribeRequest): Promise<SubscribeAnswer> {
      const token = tokenOf(request.source as PaymentSource);
      const key = request.idempotencyKey;
      const customer = await stripe.customers.create(
        {
          email: request.customerEmail,
          payment_method: token,
          invoice_settings: { default_payment_method: token },
        },
        { idempotencyKey: `${key}:customer` },
      );
      const product = await stripe.products.create(
        { name: request.productName },
        { idempotencyKey: `${key}:product` },
      );
      const subscription = await stripe.subscriptions.create(
        {
          customer: customer.id,
          default_payment_method: token,
          items: [
            {
              price_data: {
                currency: request.currency.toLowerCase(),
                product: product.id,
                unit_amount: request.amount,
                recurring: { interval: request.interval },
              },
            },
          ],
          metadata: {
            subscriptionId: request.subscriptionId,
            transactionId: request.transactionId,
          },
          // Destination charges on each invoice: Stripe takes the fee as a percent on subscriptions.
          ...(request.split?.payeeAccount
            ? {
                application_fee_percent: request.split.feePercent,
                transfer_data: { destination: request.split.payeeAccount },
              }
            : {}),
        },
        { idempotencyKey: `${key}:subscription` },
      );
      return {
        ref: idOf(subscription.latest_invoice) ?? `${subscription.id}:first`,
        state: 'pending',
        card: await cardOf(token),
        methodRef: token,
        subscriptionRef: subscription.id,
      };
    },

    async cancelSubscription(subscriptionRef, { atPeriodEnd, idempotencyKey }) {
      if (atPeriodEnd) {
        await stripe.subscriptions.update(
          subscriptionRef,
          { cancel_at_period_end: true },
          { idempotencyKey },
        );
      } else {
        await stripe.subscriptions.cancel(subscriptionRef, {}, { idempotencyKey });
      }
    },

    async refund(chargeRef, { amount, idempotencyKey }) {
      // A subscription's charges are invoices: refund the PaymentIntent that paid the invoice.
      let intent = chargeRef;
      if (chargeRef.startsWith('in_')) {
        const invoice = await stripe.invoices.retrieve(chargeRef, { expand: ['payments'] });
        const paid = invoice.payments?.data.find((p) => p.payment.payment_intent);
        const found = idOf(paid?.payment.payment_intent ?? null);
        if (!found) throw new Error(`Invoice ${chargeRef} has no payment to refund.`);
        intent = found;
      }
      const refund = await stripe.refunds.create(
        { payment_intent: intent, ...(amount === undefined ? {} : { amount }) },
        { idempotencyKey },
      );
      return { ref: refund.id };
    },

    async createPayoutAccount({ userId, email, idempotencyKey }) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          email,
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { userId },
        },
        { idempotencyKey },
      );
      return { ref: account.id, state: payoutStateOf(account) };
    },

    async payoutOnboardingLink(accountRef, { returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountRef,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return link.url;
    },

    async verifyWebhook(rawBody, headers) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new WebhookSignatureError('No signature.');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          options.webhookSecret,
        );
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      return outcomeOf(event);
    },
  };
}
