// Every query on pro levels and their subscriptions. A subscription's state as read is its
// EFFECTIVE state: an active one past the end of its paid period reads as inactive at once (the
// same test as read-rules' premiumOpenSql), before any job writes it down.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/database';
import type {
  ProLevelRow,
  ProSubscriptionRow,
  ProSubscriptionState,
  UserRow,
} from '../../platform/db/tables';
import { newId } from '../../platform/ids';

export interface LevelFields {
  title: string;
  description: string | null;
  price: number;
  currency: string;
  period: 'month' | 'year';
  benefits: string[];
}

/** The state as read (see the header), for a pro_subscriptions row alias. */
export const effectiveStateSql = (alias: string) =>
  sql<ProSubscriptionState>`(case when ${sql.ref(`${alias}.state`)} = 'active'
    and ${sql.ref(`${alias}.expires`)} is not null and ${sql.ref(`${alias}.expires`)} <= now()
    then 'inactive' else ${sql.ref(`${alias}.state`)} end)`;

/** The effective state of a row already read (see effectiveStateSql). */
export function effectiveState(
  row: Pick<ProSubscriptionRow, 'state' | 'expires'>,
  now = new Date(),
) {
  if (row.state === 'active' && row.expires !== null && new Date(row.expires) <= now) {
    return 'inactive' as const;
  }
  return row.state;
}

export async function insertLevel(db: Db, ownerId: string, fields: LevelFields) {
  return db
    .insertInto('pro_levels')
    .values({
      id: newId(),
      owner_id: ownerId,
      ...fields,
      benefits: JSON.stringify(fields.benefits),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateLevel(db: Db, id: string, fields: Partial<LevelFields>) {
  const { benefits, ...rest } = fields;
  return db
    .updateTable('pro_levels')
    .set({ ...rest, ...(benefits ? { benefits: JSON.stringify(benefits) } : {}) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function withdrawLevel(db: Db, id: string): Promise<void> {
  await db
    .updateTable('pro_levels')
    .set({ withdrawn_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export function findLevel(db: Db, id: string): Promise<ProLevelRow | undefined> {
  return db.selectFrom('pro_levels').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A person's levels on offer (not withdrawn), cheapest first. */
export function levelsOf(db: Db, ownerId: string, page?: { skip: number; limit: number }) {
  let query = db
    .selectFrom('pro_levels')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('withdrawn_at', 'is', null)
    .orderBy('price')
    .orderBy('created_at')
    .orderBy('id');
  if (page) query = query.offset(page.skip).limit(page.limit);
  return query.execute();
}

export async function countLevelsOf(db: Db, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('pro_levels')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', ownerId)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Active subscribers of each level (effective state). */
export async function activeCounts(db: Db, levelIds: string[]): Promise<Map<string, number>> {
  if (levelIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('pro_subscriptions as s')
    .select(['s.level_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('s.level_id', 'in', levelIds)
    .where(sql<SqlBool>`${effectiveStateSql('s')} = 'active'`)
    .groupBy('s.level_id')
    .execute();
  return new Map(rows.map((r) => [r.level_id, Number(r.n)]));
}

/** The viewer's subscription to each of these levels, with its effective state. */
export async function subscriptionsOfViewer(
  db: Db,
  viewerId: string | null,
  levelIds: string[],
): Promise<Map<string, { id: string; state: ProSubscriptionState }>> {
  if (viewerId === null || levelIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('pro_subscriptions as s')
    .select(['s.id', 's.level_id', effectiveStateSql('s').as('state')])
    .where('s.subscriber_id', '=', viewerId)
    .where('s.level_id', 'in', levelIds)
    .execute();
  return new Map(rows.map((r) => [r.level_id, { id: r.id, state: r.state }]));
}

export function findSubscription(db: Db, id: string): Promise<ProSubscriptionRow | undefined> {
  return db.selectFrom('pro_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSubscriptionOf(
  db: Db,
  levelId: string,
  subscriberId: string,
): Promise<ProSubscriptionRow | undefined> {
  return db
    .selectFrom('pro_subscriptions')
    .selectAll()
    .where('level_id', '=', levelId)
    .where('subscriber_id', '=', subscriberId)
    .executeTakeFirst();
}

export async function usersByIds(db: Db, ids: string[]): Promise<Map<string, UserRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('users').selectAll().where('id', 'in', unique).execute();
  return new Map(rows.map((u) => [u.id, u]));
}

export async function levelsByIds(db: Db, ids: string[]): Promise<Map<string, ProLevelRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('pro_levels').selectAll().where('id', 'in', unique).execute();
  return new Map(rows.map((l) => [l.id, l]));
}

/** Which side of the subscriptions a list reads: one's own, or the subscribers to one's levels. */
export type Side = 'subscriber' | 'owner';

export interface SubscriptionFilter {
  side: Side;
  userId: string;
  state?: ProSubscriptionState | undefined;
  /** Name or username of the other person. */
  q?: string | undefined;
  levelId?: string | undefined;
}

function filtered(db: Db, filter: SubscriptionFilter) {
  const mine = filter.side === 'subscriber' ? 's.subscriber_id' : 's.owner_id';
  const other = filter.side === 'subscriber' ? 's.owner_id' : 's.subscriber_id';
  let query = db
    .selectFrom('pro_subscriptions as s')
    .innerJoin('users as o', 'o.id', other)
    .where(mine, '=', filter.userId);
  if (filter.state) {
    query = query.where(sql<SqlBool>`${effectiveStateSql('s')} = ${filter.state}`);
  }
  if (filter.levelId) query = query.where('s.level_id', '=', filter.levelId);
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(o.username)`, 'like', like),
        eb(sql`lower(o.display_name)`, 'like', like),
      ] as Expression<SqlBool>[]),
    );
  }
  return query;
}

export function listSubscriptions(
  db: Db,
  filter: SubscriptionFilter,
  page: { skip: number; limit: number; sort: 'ASC' | 'DESC' },
) {
  const direction = page.sort === 'ASC' ? 'asc' : 'desc';
  return filtered(db, filter)
    .selectAll('s')
    .orderBy('s.created_at', direction)
    .orderBy('s.id', direction)
    .offset(page.skip)
    .limit(page.limit)
    .execute();
}

export async function countSubscriptions(db: Db, filter: SubscriptionFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The blue dots: new subscriptions not looked at, as a subscriber and as a level owner. */
export async function dotsOf(db: Db, userId: string): Promise<{ normal: number; pro: number }> {
  const { rows } = await sql<{ normal: number; pro: number }>`
    select
      (select count(*) from pro_subscriptions where subscriber_id = ${userId}
        and not seen_by_subscriber)::int as normal,
      (select count(*) from pro_subscriptions where owner_id = ${userId}
        and not seen_by_owner)::int as pro
  `.execute(db);
  return { normal: Number(rows[0]?.normal ?? 0), pro: Number(rows[0]?.pro ?? 0) };
}

export async function markSeen(db: Db, userId: string, side: Side): Promise<void> {
  if (side === 'subscriber') {
    await db
      .updateTable('pro_subscriptions')
      .set({ seen_by_subscriber: true })
      .where('subscriber_id', '=', userId)
      .where('seen_by_subscriber', '=', false)
      .execute();
  } else {
    await db
      .updateTable('pro_subscriptions')
      .set({ seen_by_owner: true })
      .where('owner_id', '=', userId)
      .where('seen_by_owner', '=', false)
      .execute();
  }
}

/** Writes a subscription's new state; `news` names the side whose blue dot it lights. */
export async function setSubscription(
  db: Db,
  id: string,
  change: Partial<
    Pick<
      ProSubscriptionRow,
      | 'state'
      | 'expires'
      | 'cancel_at_period_end'
      | 'note'
      | 'payment_subscription_id'
      | 'seen_by_owner'
    >
  >,
  news?: Side,
): Promise<ProSubscriptionRow> {
  return db
    .updateTable('pro_subscriptions')
    .set({
      ...change,
      ...(news === 'owner' ? { seen_by_owner: false } : {}),
      ...(news === 'subscriber' ? { seen_by_subscriber: false } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertSubscription(
  db: Db,
  input: {
    level: ProLevelRow;
    subscriberId: string;
    state: ProSubscriptionState;
    expires: Date | null;
  },
): Promise<ProSubscriptionRow> {
  return db
    .insertInto('pro_subscriptions')
    .values({
      id: newId(),
      level_id: input.level.id,
      owner_id: input.level.owner_id,
      subscriber_id: input.subscriberId,
      state: input.state,
      expires: input.expires,
      seen_by_subscriber: true,
      seen_by_owner: false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The caller's own levels among these ids (those on offer), for marking a post premium. */
export async function ownLevelIds(db: Db, ownerId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('pro_levels')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('withdrawn_at', 'is', null)
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => r.id);
}
