// Reads of products, transactions and recurring charges: always the caller's own.
import type { Db } from '../../platform/db/database';
import type { PaymentSubscriptionState, ProductRow } from '../../platform/db/tables';

export type ProductType = ProductRow['type'];

export function listProductRows(
  db: Db,
  options: { type?: ProductType; skip: number; limit: number },
) {
  let query = db.selectFrom('products').selectAll().where('active', '=', true);
  if (options.type) query = query.where('type', '=', options.type);
  return query
    .orderBy('type')
    .orderBy('position')
    .orderBy('id')
    .offset(options.skip)
    .limit(options.limit)
    .execute();
}

export function productById(db: Db, id: string) {
  return db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', id)
    .where('active', '=', true)
    .executeTakeFirst();
}

export function membershipProductOf(db: Db, level: string) {
  return db
    .selectFrom('products')
    .selectAll()
    .where('type', '=', 'membership')
    .where('membership_level', '=', level as ProductRow['membership_level'] & string)
    .executeTakeFirst();
}

export function ownTransactions(db: Db, userId: string, page: { skip: number; limit: number }) {
  return db
    .selectFrom('payment_transactions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
}

export async function countTransactionsOf(db: Db, userId: string) {
  const row = await db
    .selectFrom('payment_transactions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The tabs of /subscriptions (normal): which stored states each shows. */
export type SubscriptionFilter = 'active' | 'pending' | 'inactive';
const STATES_OF: Record<SubscriptionFilter, PaymentSubscriptionState[]> = {
  active: ['active', 'cancelled'],
  pending: ['pending'],
  inactive: ['expired'],
};

const STATES_ALL: PaymentSubscriptionState[] = ['active', 'cancelled', 'pending', 'expired'];

export async function countSubscriptionsOf(db: Db, userId: string, filter?: SubscriptionFilter) {
  const row = await db
    .selectFrom('payment_subscriptions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('state', 'in', filter ? STATES_OF[filter] : STATES_ALL)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function ownSubscriptions(
  db: Db,
  userId: string,
  page: { skip: number; limit: number; filter?: SubscriptionFilter | undefined },
) {
  return db
    .selectFrom('payment_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', 'in', page.filter ? STATES_OF[page.filter] : STATES_ALL)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
}

export function productsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
}

/** The caller's newest membership subscription (the one a purchase started). */
export function latestMembership(db: Db, userId: string) {
  return db
    .selectFrom('payment_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', 'membership')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The membership subscription in force (active, or cancelled and still in its period). */
export function membershipInForce(db: Db, userId: string) {
  return db
    .selectFrom('payment_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', 'membership')
    .where('state', 'in', ['active', 'cancelled'])
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}
