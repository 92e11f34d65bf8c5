// The single idempotent path by which a payment's outcome takes effect. Every outcome (the
// sandbox's confirmation job, a Stripe webhook, the renewal job) comes here. A charge is settled
// by one conditional UPDATE (pending -> succeeded/failed, succeeded -> refunded), so however many
// times, and in whatever order, an outcome is delivered, its effects happen once. The area that
// sold the product reacts through the handlers it registered for its purpose ('membership',
// 'pro_level', ...): `apply` inside the same database transaction (grant or withdraw what was
// bought), `announce` after commit (mails, notifications, pushes).
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import type { PaymentSubscriptionRow, PaymentTransactionRow, ProductRow } from '../db/tables';
import { newId } from '../ids';
import type { ProviderOutcome } from './provider';

export type FulfilmentKind =
  /** The first charge (or a one-off payment) succeeded; a subscription is now active. */
  | 'succeeded'
  /** The first charge (or a one-off payment) failed; a subscription never started. */
  | 'failed'
  /** A period's renewal charge succeeded; the period was extended. */
  | 'renewed'
  /** A renewal charge failed; `willRetry` says whether another try follows. */
  | 'renewal_failed'
  /** A subscription ended: cancelled and its period over, or its renewals failed for good. */
  | 'lapsed'
  /** A succeeded charge was refunded. */
  | 'refunded';

export interface FulfilmentEvent {
  kind: FulfilmentKind;
  purpose: string;
  userId: string;
  product: ProductRow;
  transaction: PaymentTransactionRow | null;
  subscription: PaymentSubscriptionRow | null;
  /** renewal_failed: another attempt is scheduled. */
  willRetry?: boolean;
  /** lapsed: why (refunded: a payment of the subscription was refunded, which ends it at once). */
  lapse?: 'cancelled' | 'failed' | 'replaced' | 'refunded';
}

export interface FulfilmentHandlers {
  /** Inside the transaction that settled the payment: grant or withdraw what was bought. */
  apply?(db: Db, event: FulfilmentEvent): Promise<void>;
  /** After commit: mails, notifications, pushes. May run again if the job is retried. */
  announce?(ctx: AppContext, event: FulfilmentEvent): Promise<void>;
}

const handlers = new Map<string, FulfilmentHandlers>();

/** Registers what a purpose does when its payments settle; one registration per purpose. */
export function registerFulfilment(purpose: string, own: FulfilmentHandlers): void {
  handlers.set(purpose, own);
}

/** The end of a period that starts at `from`. */
export function periodEndFrom(from: Date, interval: 'month' | 'year'): Date {
  const end = new Date(from);
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

const latest = (a: Date | null, b: Date): Date => (a && a > b ? a : b);

async function productOf(db: Db, id: string | null): Promise<ProductRow | undefined> {
  if (!id) return undefined;
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

async function subscriptionOf(db: Db, id: string | null) {
  if (!id) return undefined;
  return db
    .selectFrom('payment_subscriptions')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Ends a subscription now (from active or cancelled); null when it already ended. */
export async function lapseIn(
  db: Db,
  subscriptionId: string,
  lapse: NonNullable<FulfilmentEvent['lapse']>,
  from: PaymentSubscriptionRow['state'][] = ['active', 'cancelled'],
): Promise<FulfilmentEvent | null> {
  const subscription = await db
    .updateTable('payment_subscriptions')
    .set({ state: 'expired', next_attempt_at: null, updated_at: new Date() })
    .where('id', '=', subscriptionId)
    .where('state', 'in', from)
    .returningAll()
    .executeTakeFirst();
  if (!subscription) return null;
  const product = await productOf(db, subscription.product_id);
  if (!product) return null;
  return {
    kind: 'lapsed',
    purpose: subscription.purpose,
    userId: subscription.user_id,
    product,
    transaction: null,
    subscription,
    lapse,
  };
}

/** Runs each event's handlers: `apply` in `db` (the caller's transaction). */
async function applyAll(db: Db, events: FulfilmentEvent[]): Promise<void> {
  for (const event of events) await handlers.get(event.purpose)?.apply?.(db, event);
}

/** Announces committed events; a failing announcement is logged, never undoes the payment. */
export async function announceAll(ctx: AppContext, events: FulfilmentEvent[]): Promise<void> {
  for (const event of events) {
    try {
      await handlers.get(event.purpose)?.announce?.(ctx, event);
    } catch (error) {
      ctx.log.error(
        { err: error, kind: event.kind, purpose: event.purpose },
        'payment announcement failed',
      );
    }
  }
}

/** Ends a subscription (cancelled and over, or replaced) through the same handlers. */
export async function lapse(
  ctx: AppContext,
  subscriptionId: string,
  why: NonNullable<FulfilmentEvent['lapse']>,
): Promise<boolean> {
  const events = await ctx.db.transaction().execute(async (db) => {
    const event = await lapseIn(db, subscriptionId, why);
    const list = event ? [event] : [];
    await applyAll(db, list);
    return list;
  });
  await announceAll(ctx, events);
  return events.length > 0;
}

/**
 * Applies one outcome reported by the processor. Idempotent: a repeated or stale outcome finds
 * nothing left to change and does nothing.
 */
export async function fulfil(ctx: AppContext, outcome: ProviderOutcome): Promise<void> {
  const { renewalAttempts, renewalRetryHours } = ctx.config.payments;
  const events = await ctx.db.transaction().execute(async (db) => {
    const list: FulfilmentEvent[] = [];
    const now = new Date();

    if (outcome.kind === 'charge.succeeded' || outcome.kind === 'charge.failed') {
      const succeeded = outcome.kind === 'charge.succeeded';
      const transaction = await db
        .updateTable('payment_transactions')
        .set({
          state: succeeded ? 'succeeded' : 'failed',
          failure_code: succeeded ? null : outcome.code,
          settled_at: now,
        })
        .where((eb) =>
          outcome.transactionId
            ? eb.or([
                eb('provider_ref', '=', outcome.chargeRef),
                eb('id', '=', outcome.transactionId),
              ])
            : eb('provider_ref', '=', outcome.chargeRef),
        )
        .where('state', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      if (!transaction) return list;
      const product = await productOf(db, transaction.product_id);
      if (!product) return list;
      let subscription = (await subscriptionOf(db, transaction.subscription_id)) ?? null;
      const base = {
        purpose: transaction.purpose,
        userId: transaction.user_id,
        product,
        transaction,
      };

      if (!subscription || transaction.reason === 'first') {
        if (subscription && subscription.state === 'pending') {
          subscription = await db
            .updateTable('payment_subscriptions')
            .set(
              succeeded
                ? {
                    state: 'active',
                    // A renewal reported before this first charge may already have moved it on.
                    current_period_end: latest(
                      subscription.current_period_end,
                      periodEndFrom(now, subscription.interval),
                    ),
                    updated_at: now,
                  }
                : { state: 'expired', updated_at: now },
            )
            .where('id', '=', subscription.id)
            .returningAll()
            .executeTakeFirstOrThrow();
        }
        list.push({ ...base, kind: succeeded ? 'succeeded' : 'failed', subscription });
      } else if (succeeded) {
        const from = subscription.current_period_end ?? now;
        subscription = await db
          .updateTable('payment_subscriptions')
          .set({
            current_period_end: periodEndFrom(from, subscription.interval),
            failed_renewals: 0,
            next_attempt_at: null,
            updated_at: now,
          })
          .where('id', '=', subscription.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        list.push({ ...base, kind: 'renewed', subscription });
      } else {
        const failures = subscription.failed_renewals + 1;
        const willRetry = failures < renewalAttempts && subscription.state === 'active';
        subscription = await db
          .updateTable('payment_subscriptions')
          .set({
            failed_renewals: failures,
            next_attempt_at: willRetry
              ? new Date(now.getTime() + renewalRetryHours * 60 * 60 * 1000)
              : null,
            updated_at: now,
          })
          .where('id', '=', subscription.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        list.push({ ...base, kind: 'renewal_failed', subscription, willRetry });
        if (!willRetry) {
          const lapsed = await lapseIn(db, subscription.id, 'failed');
          if (lapsed) list.push(lapsed);
        }
      }
    } else if (outcome.kind === 'charge.refunded') {
      const transaction = await db
        .updateTable('payment_transactions')
        .set({ state: 'refunded' })
        .where((eb) =>
          outcome.transactionId
            ? eb.or([
                eb('provider_ref', '=', outcome.chargeRef),
                eb('id', '=', outcome.transactionId),
              ])
            : eb('provider_ref', '=', outcome.chargeRef),
        )
        .where('state', '=', 'succeeded')
        .returningAll()
        .executeTakeFirst();
      const product = transaction && (await productOf(db, transaction.product_id));
      if (transaction && product) {
        list.push({
          kind: 'refunded',
          purpose: transaction.purpose,
          userId: transaction.user_id,
          product,
          transaction,
          subscription: (await subscriptionOf(db, transaction.subscription_id)) ?? null,
        });
        // What the refunded payment paid for ends at once (docs/payments.md "Refunds").
        const ended =
          transaction.subscription_id &&
          (await lapseIn(db, transaction.subscription_id, 'refunded', [
            'pending',
            'active',
            'cancelled',
          ]));
        if (ended) list.push(ended);
      }
    } else if (outcome.kind === 'subscription.renewed') {
      const subscription = await db
        .selectFrom('payment_subscriptions')
        .selectAll()
        .where('provider_ref', '=', outcome.subscriptionRef)
        .forUpdate()
        .executeTakeFirst();
      const product = subscription && (await productOf(db, subscription.product_id));
      if (!subscription || !product) return list;
      const periodEnd = new Date(outcome.periodEnd);
      // The first invoice of a subscription is its first charge, settled by charge.succeeded.
      const known = await db
        .selectFrom('payment_transactions')
        .select('id')
        .where('provider_ref', '=', outcome.chargeRef)
        .executeTakeFirst();
      if (known) return list;
      const transaction = await db
        .insertInto('payment_transactions')
        .values({
          id: newId(),
          user_id: subscription.user_id,
          product_id: product.id,
          subscription_id: subscription.id,
          purpose: subscription.purpose,
          reason: 'renewal',
          description: `${product.name}: renewal`,
          amount: subscription.amount,
          currency: subscription.currency,
          state: 'succeeded',
          card_brand: subscription.card_brand,
          card_last4: subscription.card_last4,
          provider: subscription.provider,
          provider_ref: outcome.chargeRef,
          idempotency_key: `event:${outcome.eventId}`,
          payee_id: subscription.payee_id,
          settled_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const later = !subscription.current_period_end || periodEnd > subscription.current_period_end;
      const updated = later
        ? await db
            .updateTable('payment_subscriptions')
            .set({ current_period_end: periodEnd, failed_renewals: 0, updated_at: now })
            .where('id', '=', subscription.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : subscription;
      list.push({
        kind: 'renewed',
        purpose: subscription.purpose,
        userId: subscription.user_id,
        product,
        transaction,
        subscription: updated,
      });
    } else if (outcome.kind === 'subscription.ended') {
      const subscription = await db
        .selectFrom('payment_subscriptions')
        .select(['id', 'cancel_at_period_end'])
        .where('provider_ref', '=', outcome.subscriptionRef)
        .executeTakeFirst();
      if (subscription) {
        const event = await lapseIn(
          db,
          subscription.id,
          subscription.cancel_at_period_end ? 'cancelled' : 'failed',
          // Ended before its first charge was confirmed (a delivery out of order): never starts.
          ['pending', 'active', 'cancelled'],
        );
        if (event) list.push(event);
      }
    }
    await applyAll(db, list);
    return list;
  });
  await announceAll(ctx, events);
}
