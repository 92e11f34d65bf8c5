// Paying for pro levels through the payment service (platform/payments; never a provider
// directly). Each level is sold as a product (type pro_level, its creator the payee), made or
// brought up to date when someone subscribes: a new price reaches a subscriber at their next
// subscription, never mid-period. A subscription stays pending until the first charge settles
// through fulfil(); then the handlers below make it active to the end of the paid period, or
// inactive when the charge failed, and keep its end in step with renewals and lapses. The
// transactions record the gross, the platform's fee (PAYMENTS_PLATFORM_FEE_PERCENT) and the
// creator's net; earnings add them up per level and month.
import type { components } from '@trestle/openapi/types';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import type { ProLevelRow, ProSubscriptionRow, UserRow } from '../../platform/db/tables';
import { newId } from '../../platform/ids';
import {
  cancelSubscriptionAtPeriodEnd,
  lapse,
  paymentSourceOf,
  periodEndFrom,
  registerFulfilment,
  startPayment,
  type FulfilmentEvent,
  type PaymentSource,
} from '../../platform/payments/index';
import { presentTransaction } from '../payments/present';
import { notifyOwner } from './notify';
import { setSubscription } from './repo';

type PaymentCard = components['schemas']['PaymentCard'];
type Transaction = components['schemas']['Transaction'];
type Earnings = components['schemas']['ProLevelEarnings'];

export const PRO_LEVEL_PURPOSE = 'pro_level';

export const periodEnd = periodEndFrom;

/**
 * The card as a payment source: the processor's token, or details checked by core's card rules
 * (a 400 naming each bad field).
 */
export function cardOf(ctx: AppContext, card: PaymentCard): PaymentSource {
  return paymentSourceOf(ctx.payments, card);
}

/** The level's product, made at its first sale and kept in step with the level's price. */
async function productFor(db: Db, level: ProLevelRow) {
  const fields = {
    name: level.title,
    description: level.description,
    price: level.price,
    currency: level.currency,
    interval: level.period,
    payee_id: level.owner_id,
    active: level.withdrawn_at === null,
  };
  if (level.product_id) {
    const updated = await db
      .updateTable('products')
      .set(fields)
      .where('id', '=', level.product_id)
      .returningAll()
      .executeTakeFirst();
    if (updated) return updated;
  }
  const product = await db
    .insertInto('products')
    .values({ id: newId(), type: 'pro_level', ref_id: level.id, ...fields })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .updateTable('pro_levels')
    .set({ product_id: product.id })
    .where('id', '=', level.id)
    .execute();
  return product;
}

/** Starts the recurring charge of a pending subscription; it stays pending until it settles. */
export async function startCharge(
  ctx: AppContext,
  user: UserRow,
  level: ProLevelRow,
  row: ProSubscriptionRow,
  source: PaymentSource,
): Promise<ProSubscriptionRow> {
  const product = await productFor(ctx.db, level);
  try {
    const { subscription } = await startPayment(ctx, {
      user,
      product,
      source,
      purpose: PRO_LEVEL_PURPOSE,
      description: `${level.title}: pro level`,
    });
    return await setSubscription(ctx.db, row.id, {
      payment_subscription_id: subscription?.id ?? null,
    });
  } catch (error) {
    await setSubscription(ctx.db, row.id, { state: 'inactive' });
    throw error;
  }
}

/**
 * Stops the recurring charge of a subscription: at the end of its period (the subscriber
 * cancelled), or at once (the owner ended it or banned the subscriber).
 */
export async function stopRenewal(
  ctx: AppContext,
  row: ProSubscriptionRow,
  options: { atPeriodEnd: boolean },
): Promise<void> {
  const id = row.payment_subscription_id;
  if (!id) return;
  if (options.atPeriodEnd) {
    await cancelSubscriptionAtPeriodEnd(ctx, id);
    return;
  }
  const payment = await ctx.db
    .selectFrom('payment_subscriptions')
    .select(['provider_ref', 'state'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (payment?.provider_ref && (payment.state === 'active' || payment.state === 'cancelled')) {
    await ctx.payments.cancelSubscription(payment.provider_ref, {
      atPeriodEnd: false,
      idempotencyKey: `end:${id}`,
    });
  }
  await lapse(ctx, id, 'cancelled');
}

/** A withdrawn level is not renewed: each subscriber keeps it to the end of their period. */
export async function stopRenewals(ctx: AppContext, levelId: string): Promise<void> {
  const rows = await ctx.db
    .selectFrom('pro_subscriptions')
    .selectAll()
    .where('level_id', '=', levelId)
    .where('state', 'in', ['active', 'pending'])
    .execute();
  for (const row of rows) {
    await setSubscription(ctx.db, row.id, { cancel_at_period_end: true });
    await stopRenewal(ctx, row, { atPeriodEnd: true });
  }
  await ctx.db
    .updateTable('products')
    .set({ active: false })
    .where('type', '=', 'pro_level')
    .where('ref_id', '=', levelId)
    .execute();
}

/** What the subscriber of a subscription paid for its level, newest first. */
export async function paymentsOf(
  ctx: AppContext,
  row: ProSubscriptionRow,
  page: { skip: number; limit: number },
): Promise<Transaction[]> {
  const rows = await ctx.db
    .selectFrom('payment_transactions as t')
    .innerJoin('products as p', 'p.id', 't.product_id')
    .selectAll('t')
    .where('t.purpose', '=', PRO_LEVEL_PURPOSE)
    .where('t.user_id', '=', row.subscriber_id)
    .where('p.ref_id', '=', row.level_id)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
  return rows.map(presentTransaction);
}

/** The caller's earnings per level and calendar month (UTC), newest month first. */
export async function earningsOf(
  ctx: AppContext,
  ownerId: string,
  page: { skip: number; limit: number },
): Promise<Earnings[]> {
  const { rows } = await sql<{
    level_id: string;
    title: string;
    month: string;
    currency: string;
    payments: number;
    gross: number;
    fee: number;
    net: number;
  }>`
    select l.id as level_id, l.title,
           to_char(t.created_at at time zone 'UTC', 'YYYY-MM') as month, t.currency,
           count(*)::int as payments, sum(t.amount)::int as gross,
           sum(t.platform_fee)::int as fee, sum(t.net_amount)::int as net
      from payment_transactions t
      join products p on p.id = t.product_id and p.type = 'pro_level'
      join pro_levels l on l.id = p.ref_id
     where t.payee_id = ${ownerId} and t.purpose = ${PRO_LEVEL_PURPOSE} and t.state = 'succeeded'
     group by l.id, l.title, month, t.currency
     order by month desc, l.title, l.id, t.currency
     offset ${page.skip} limit ${page.limit}
  `.execute(ctx.db);
  return rows.map((r) => ({
    levelId: r.level_id,
    title: r.title,
    month: r.month,
    currency: r.currency as Earnings['currency'],
    payments: Number(r.payments),
    gross: Number(r.gross),
    fee: Number(r.fee),
    net: Number(r.net),
  }));
}

/** The subscription a payment event concerns. */
async function subscriptionPaidBy(db: Db, event: FulfilmentEvent) {
  if (!event.subscription) return undefined;
  return db
    .selectFrom('pro_subscriptions')
    .selectAll()
    .where('payment_subscription_id', '=', event.subscription.id)
    .executeTakeFirst();
}

async function apply(db: Db, event: FulfilmentEvent): Promise<void> {
  const row = await subscriptionPaidBy(db, event);
  if (!row) return;
  const end = event.subscription?.current_period_end ?? null;
  const now = new Date();
  const set = (state: ProSubscriptionRow['state'], from: ProSubscriptionRow['state'][]) =>
    db
      .updateTable('pro_subscriptions')
      .set({ state, updated_at: now, ...(state === 'active' ? { expires: end } : {}) })
      .where('id', '=', row.id)
      .where('state', 'in', from)
      .execute();
  if (event.kind === 'succeeded') await set('active', ['pending']);
  else if (event.kind === 'failed') await set('inactive', ['pending']);
  else if (event.kind === 'renewed') await set('active', ['active']);
  else if (event.kind === 'lapsed') await set('inactive', ['active', 'pending']);
}

async function announce(ctx: AppContext, event: FulfilmentEvent): Promise<void> {
  const row = await subscriptionPaidBy(ctx.db, event);
  if (!row) return;
  if (event.kind === 'succeeded' && row.state === 'active') await notifyOwner(ctx, row, 'new');
  const failedForGood =
    event.kind === 'failed' || (event.kind === 'lapsed' && event.lapse === 'failed');
  if (failedForGood) await notifyOwner(ctx, row, 'failed');
}

registerFulfilment(PRO_LEVEL_PURPOSE, { apply, announce });
