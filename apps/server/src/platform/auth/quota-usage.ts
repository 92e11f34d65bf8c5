// How much of each membership quota a person uses, counted as the refusals count it (quota.ts):
// their projects, jobs and listings (any status), saved searches, and new bids this month.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { BoardKind } from '../db/tables';
import type { Quota } from './quota';

async function ownItems(db: Db, ownerId: string, kind: BoardKind): Promise<number> {
  const row = await db
    .selectFrom('board_items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The person's saved searches. */
export async function countSavedSearches(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('saved_searches')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** New bids the person has made on projects since the start of this month (UTC). */
export async function bidsThisMonth(db: Db, bidderId: string): Promise<number> {
  const row = await db
    .selectFrom('board_applications as a')
    .innerJoin('board_items as i', 'i.id', 'a.item_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('a.applicant_id', '=', bidderId)
    .where('i.kind', '=', 'project')
    .where(
      'a.created_at',
      '>=',
      sql<Date>`date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`,
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every counted quota's use. */
export async function quotaUsage(db: Db, userId: string): Promise<Record<Quota, number>> {
  const [projects, jobs, listings, savedSearches, projectApplicationsPerMonth] = await Promise.all([
    ownItems(db, userId, 'project'),
    ownItems(db, userId, 'job'),
    ownItems(db, userId, 'listing'),
    countSavedSearches(db, userId),
    bidsThisMonth(db, userId),
  ]);
  return { projects, jobs, listings, savedSearches, projectApplicationsPerMonth };
}
