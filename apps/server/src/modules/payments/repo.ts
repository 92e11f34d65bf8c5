// Reads of products, transactions and recurring charges: always the caller's own.
import type { Db } from '../../platform/db/database';
import type { ProductRow } from '../../platform/db/tables';

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

export async function countOwn(
  db: Db,
  table: 'payment_transactions' | 'payment_subscriptions',
  userId: string,
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function ownSubscriptions(db: Db, userId: string, page: { skip: number; limit: number }) {
  return db
    .selectFrom('payment_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
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
