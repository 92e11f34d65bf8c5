// The payment provider interface: what the server asks of a card processor. Two implementations:
// sandbox-provider.ts (the default; embedded, no network, the processor's published test cards)
// and stripe-provider.ts (configured by a secret key and a webhook secret).
//
// HOW TO USE (areas that sell something: memberships, pro levels):
//   1. Register what happens when a payment of your purpose settles, once, at start:
//        registerFulfilment('pro_level', { succeeded, failed, lapsed });   // see fulfil.ts
//   2. Start a payment with the area-neutral service (service.ts), never the provider directly:
//        const { transaction, subscription } = await startPayment(ctx, {
//          userId, product, source: { card } | { token }, recurring: true });
//      It checks the card (Luhn, length, expiry: field errors as a 400), keeps only brand and last
//      four, records a `pending` transaction (and subscription), and asks `ctx.payments` to charge.
//   3. The outcome arrives later (the sandbox's confirmation job, or a Stripe webhook) and goes
//      through fulfil() (fulfil.ts), the single idempotent path: the pending transaction is settled
//      once, and your handler runs once, whatever the number or order of deliveries.
//   4. Renewals, retries and lapses are the renewal job's (renewals.ts); your `lapsed` handler is
//      called when a subscription ends (cancelled at period end, or renewals failed for good).
//
// The provider never sees our database; it returns references (`ref`) that we store, and reports
// outcomes as ProviderOutcome values. Card numbers reach a provider only inside `PaymentSource`
// and must never be logged, stored or put in a job payload.
import type { CardBrandKey } from '@trestle/core';

export type ProviderName = 'sandbox' | 'stripe';

/** Raw card details (sandbox; Stripe never receives them on our server). Never log this. */
export interface CardDetails {
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
  holder: string;
}

/**
 * Where the money comes from: card details typed into our own form (sandbox), or a token the
 * browser obtained from the processor (Stripe: a PaymentMethod id, `pm_…`).
 */
export type PaymentSource = { card: CardDetails } | { token: string };

/** The only card facts we keep. */
export interface CardSummaryFacts {
  brand: CardBrandKey;
  last4: string;
}

export interface ChargeRequest {
  /** Our transaction id; also sent to the processor as metadata. */
  transactionId: string;
  /** Sent with every call so that a retried request never charges twice. */
  idempotencyKey: string;
  amount: number;
  currency: string;
  description: string;
  customerEmail: string;
  /** A new source, or a stored method from an earlier charge (renewals). */
  source: PaymentSource | { methodRef: string };
  /**
   * A creator payment: the platform's fee (its amount, and the configured percent for processors
   * that take a percent on recurring charges) and the creator's connected account. With an account
   * the processor makes a destination charge (the net goes to the account); without, the platform
   * collects it all.
   */
  split?: { platformFee: number; feePercent: number; payeeAccount: string | null };
}

export interface ChargeAnswer {
  /** The processor's id of the charge (Stripe: PaymentIntent id). */
  ref: string;
  /** Always 'pending' at first: the outcome comes through fulfil(). */
  state: 'pending';
  card: CardSummaryFacts | null;
  /** A reusable reference to the card (a token, never the number) for later renewals. */
  methodRef: string | null;
}

export interface SubscribeRequest extends Omit<ChargeRequest, 'source'> {
  source: PaymentSource;
  /** Our subscription id. */
  subscriptionId: string;
  interval: 'month' | 'year';
  /** The processor's price or product name, for processors that keep their own catalogue. */
  productName: string;
}

export interface SubscribeAnswer extends ChargeAnswer {
  /** The processor's id of the recurring charge (Stripe: Subscription id). */
  subscriptionRef: string;
}

/** A normalised outcome, from a confirmation job or a verified webhook. */
export type ProviderOutcome =
  | ChargeOutcome
  /** A processor-run subscription charged a new period (Stripe `invoice.paid`). */
  | {
      kind: 'subscription.renewed';
      subscriptionRef: string;
      chargeRef: string;
      /** ISO timestamp. */
      periodEnd: string;
      eventId: string;
    }
  | { kind: 'subscription.ended'; subscriptionRef: string; eventId: string }
  /** A creator's connected account changed (Stripe `account.updated`), read again from Stripe. */
  | { kind: 'account.updated'; accountRef: string; state: PayoutState; eventId: string }
  | { kind: 'ignored'; eventId: string };

/**
 * What became of one charge. `transactionId` (our id, sent as metadata) finds the charge even when
 * the outcome arrives before its reference was stored. Plain data: it may travel in a job payload.
 */
export type ChargeOutcome =
  | { kind: 'charge.succeeded'; chargeRef: string; transactionId?: string; eventId: string }
  | {
      kind: 'charge.failed';
      chargeRef: string;
      transactionId?: string;
      eventId: string;
      code: PaymentFailureCode;
    }
  | { kind: 'charge.refunded'; chargeRef: string; transactionId?: string; eventId: string };

/** A connected account: onboarding unfinished, not yet allowed to take money, or paid out to. */
export type PayoutState = 'pending' | 'restricted' | 'connected';

export type PaymentFailureCode = 'card_declined' | 'insufficient_funds' | 'processing_error';

export interface PaymentProvider {
  readonly name: ProviderName;
  /**
   * true: the processor charges each period itself and tells us by webhook (Stripe). false: our
   * renewal job calls charge() with the stored methodRef each period (sandbox).
   */
  readonly chargesRenewalsItself: boolean;
  /** A one-off charge. Answers pending; the outcome arrives through fulfil(). */
  charge(request: ChargeRequest): Promise<ChargeAnswer>;
  /** Starts a recurring charge, its first period charged at once (pending, like charge()). */
  subscribe(request: SubscribeRequest): Promise<SubscribeAnswer>;
  /** Stops a recurring charge: at the period's end, or at once. */
  cancelSubscription(
    subscriptionRef: string,
    options: { atPeriodEnd: boolean; idempotencyKey: string },
  ): Promise<void>;
  /** Refunds a succeeded charge (all of it when amount is absent). */
  refund(
    chargeRef: string,
    options: { amount?: number; idempotencyKey: string },
  ): Promise<{ ref: string }>;
  /**
   * true: a creator must have a connected account before selling (Stripe: the money must have
   * somewhere to go). false: the sandbox records the split, and holds the net when there is none.
   */
  readonly payoutsRequired: boolean;
  /** Makes a creator's connected account (Stripe Connect Express; the sandbox: connected at once). */
  createPayoutAccount(input: {
    userId: string;
    email: string;
    idempotencyKey: string;
  }): Promise<{ ref: string; state: PayoutState }>;
  /** Where the creator continues onboarding (Stripe's account link); null when nothing is left. */
  payoutOnboardingLink(
    accountRef: string,
    urls: { returnUrl: string; refreshUrl: string },
  ): Promise<string | null>;
  /**
   * Verifies a webhook delivery on its RAW body (signature, timestamp) and answers the outcome it
   * reports, read again from the processor so that the order of deliveries does not matter.
   * Throws WebhookSignatureError when the signature is wrong.
   */
  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<ProviderOutcome>;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** A card refused before any charge (bad number, expired): field errors for a 400. */
export class CardRejectedError extends Error {
  override name = 'CardRejectedError';
  constructor(readonly errors: Record<string, string>) {
    super('The card was refused.');
  }
}
