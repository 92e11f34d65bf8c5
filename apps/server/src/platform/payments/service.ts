// Starting and stopping payments, for every area that sells something (see provider.ts). Checks
// the card (core's rules: Luhn, the brand's length, expiry, CVC, holder) and answers field errors
// as a 400; records a pending transaction (and subscription) with only the brand and last four;
// asks the configured provider to charge. The outcome arrives later through fulfil().
import { checkCard, parseCardExpiry, type CardFields } from '@trestle/core';
import type { AppContext } from '../context';
import type {
  PaymentSubscriptionRow,
  PaymentTransactionRow,
  ProductRow,
  UserRow,
} from '../db/tables';
import { badRequest } from '../http/errors';
import { newId } from '../ids';
import { payeeAccountFor } from './payouts';
import type { ChargeAnswer, PaymentProvider, PaymentSource } from './provider';

/** The contract's CardInput as a payment source; a 400 naming each bad field otherwise. */
export function cardSource(card: CardFields, now: Date = new Date()): PaymentSource {
  const errors = checkCard(card, now);
  if (Object.keys(errors).length > 0)
    throw badRequest('Please check the card details.', errors as Record<string, string>);
  const expiry = parseCardExpiry(card.expiry)!;
  return {
    card: {
      number: card.number.replace(/\D/g, ''),
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: card.cvc,
      holder: card.holder.trim(),
    },
  };
}

/**
 * The contract's PaymentCard as a source: card details for the sandbox (checked), a token for
 * Stripe. Stripe never receives details through our server: they are a 400 on `card`.
 */
export function paymentSourceOf(
  provider: Pick<PaymentProvider, 'name'>,
  card: CardFields | { token: string },
  now: Date = new Date(),
): PaymentSource {
  if ('token' in card) return { token: card.token };
  if (provider.name === 'stripe') {
    throw badRequest('Please enter the card again.', {
      card: 'The card must be tokenised by the payment processor first.',
    });
  }
  return cardSource(card, now);
}

export interface StartPaymentInput {
  user: Pick<UserRow, 'id' | 'email'>;
  product: ProductRow;
  /** From cardSource() (our form) or a processor token ({ token }). */
  source: PaymentSource;
  /** What the payment is for: the key of the handlers registered with registerFulfilment(). */
  purpose: string;
  /** Shown in the transaction list; the product's name by default. */
  description?: string;
}

export interface StartedPayment {
  transaction: PaymentTransactionRow;
  /** Present for products with a month or year interval. */
  subscription: PaymentSubscriptionRow | null;
}

/** The platform fee and the payee's net of a gross amount (no payee: all to the platform). */
export function splitOf(ctx: AppContext, amount: number, payeeId: string | null) {
  if (!payeeId) return { platformFee: 0, netAmount: 0 };
  const platformFee = Math.round((amount * ctx.config.payments.platformFeePercent) / 100);
  return { platformFee, netAmount: amount - platformFee };
}

/** Records a pending payment and asks the provider to charge it. */
export async function startPayment(
  ctx: AppContext,
  input: StartPaymentInput,
): Promise<StartedPayment> {
  const { user, product, source, purpose } = input;
  const provider = ctx.payments;
  const recurring = product.interval !== 'once';
  const split = splitOf(ctx, product.price, product.payee_id);
  // The creator's connected account: a destination charge pays them; none: the platform holds it.
  const payeeAccount = await payeeAccountFor(ctx, product.payee_id);
  const transactionId = newId();
  const subscriptionId = recurring ? newId() : null;

  await ctx.db.transaction().execute(async (db) => {
    if (subscriptionId) {
      await db
        .insertInto('payment_subscriptions')
        .values({
          id: subscriptionId,
          user_id: user.id,
          product_id: product.id,
          purpose,
          state: 'pending',
          amount: product.price,
          currency: product.currency,
          interval: product.interval as 'month' | 'year',
          provider: provider.name,
          payee_id: product.payee_id,
          provider_ref: null,
          method_ref: null,
          card_brand: null,
          card_last4: null,
        })
        .execute();
    }
    await db
      .insertInto('payment_transactions')
      .values({
        id: transactionId,
        user_id: user.id,
        product_id: product.id,
        subscription_id: subscriptionId,
        purpose,
        description: input.description ?? product.name,
        amount: product.price,
        currency: product.currency,
        state: 'pending',
        failure_code: null,
        card_brand: null,
        card_last4: null,
        provider: provider.name,
        provider_ref: null,
        idempotency_key: transactionId,
        payee_id: product.payee_id,
        platform_fee: split.platformFee,
        net_amount: split.netAmount,
        payee_account: payeeAccount,
      })
      .execute();
  });

  const request = {
    transactionId,
    idempotencyKey: transactionId,
    amount: product.price,
    currency: product.currency,
    description: input.description ?? product.name,
    customerEmail: user.email,
    split: product.payee_id
      ? {
          platformFee: split.platformFee,
          feePercent: ctx.config.payments.platformFeePercent,
          payeeAccount,
        }
      : undefined,
  };
  let answer: ChargeAnswer & { subscriptionRef?: string };
  try {
    answer = subscriptionId
      ? await provider.subscribe({
          ...request,
          source,
          subscriptionId,
          interval: product.interval as 'month' | 'year',
          productName: product.name,
        })
      : await provider.charge({ ...request, source });
  } catch (error) {
    ctx.log.error({ err: error, transactionId }, 'the payment processor refused a request');
    await ctx.db
      .updateTable('payment_transactions')
      .set({ state: 'failed', failure_code: 'processing_error', settled_at: new Date() })
      .where('id', '=', transactionId)
      .where('state', '=', 'pending')
      .execute();
    if (subscriptionId)
      await ctx.db
        .updateTable('payment_subscriptions')
        .set({ state: 'expired' })
        .where('id', '=', subscriptionId)
        .where('state', '=', 'pending')
        .execute();
    throw new Error('The payment processor could not be reached.', { cause: error });
  }

  const card = answer.card;
  const transaction = await ctx.db
    .updateTable('payment_transactions')
    .set({
      provider_ref: answer.ref,
      card_brand: card?.brand ?? null,
      card_last4: card?.last4 ?? null,
    })
    .where('id', '=', transactionId)
    .returningAll()
    .executeTakeFirstOrThrow();
  const subscription = subscriptionId
    ? await ctx.db
        .updateTable('payment_subscriptions')
        .set({
          provider_ref: answer.subscriptionRef ?? null,
          method_ref: answer.methodRef,
          card_brand: card?.brand ?? null,
          card_last4: card?.last4 ?? null,
        })
        .where('id', '=', subscriptionId)
        .returningAll()
        .executeTakeFirstOrThrow()
    : null;
  return { transaction, subscription };
}

/**
 * Stops a recurring charge at the end of its period: the thing bought stays until then, when the
 * renewal job lets it lapse. Null when it is not active (already cancelled or ended).
 */
export async function cancelSubscriptionAtPeriodEnd(
  ctx: AppContext,
  subscriptionId: string,
): Promise<PaymentSubscriptionRow | null> {
  const row = await ctx.db
    .updateTable('payment_subscriptions')
    .set({ state: 'cancelled', cancel_at_period_end: true, updated_at: new Date() })
    .where('id', '=', subscriptionId)
    .where('state', '=', 'active')
    .returningAll()
    .executeTakeFirst();
  if (!row) return null;
  if (row.provider_ref) {
    await ctx.payments.cancelSubscription(row.provider_ref, {
      atPeriodEnd: true,
      idempotencyKey: `cancel:${row.id}`,
    });
  }
  return row;
}
