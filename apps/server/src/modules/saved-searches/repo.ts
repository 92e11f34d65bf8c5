// Every query on saved searches: the owner's list, count and delete, the unsubscribe token, and
// what the alert job needs (the due searches, and moving a search's window on).
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { SavedSearchRow, SearchSchedule } from '../../platform/db/tables';
import type { components } from '@trestle/openapi/types';
import { newSecret } from '../../platform/auth/secrets';
import { newId } from '../../platform/ids';

type ProjectFilters = components['schemas']['ProjectFilters'];

export async function insertSavedSearch(
  db: Db,
  input: { userId: string; title: string; filters: ProjectFilters; schedule: SearchSchedule },
): Promise<SavedSearchRow> {
  return db
    .insertInto('saved_searches')
    .values({
      id: newId(),
      user_id: input.userId,
      title: input.title,
      filters: JSON.stringify(input.filters),
      schedule: input.schedule,
      unsubscribe_token: newSecret(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listOwnSavedSearches(
  db: Db,
  userId: string,
  page: { skip: number; limit: number },
): Promise<SavedSearchRow[]> {
  return db
    .selectFrom('saved_searches')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
}

/** The person's saved searches (counted where every quota is: platform/auth/quota-usage). */
export { countSavedSearches as countOwnSavedSearches } from '../../platform/auth/quota-usage';

/** Deletes the owner's search; false when there is no such search of theirs. */
export async function deleteOwnSavedSearch(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function findByToken(db: Db, token: string): Promise<SavedSearchRow | undefined> {
  return db
    .selectFrom('saved_searches')
    .selectAll()
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
}

export function findSavedSearch(db: Db, id: string): Promise<SavedSearchRow | undefined> {
  return db.selectFrom('saved_searches').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function stopMails(db: Db, id: string): Promise<void> {
  await db.updateTable('saved_searches').set({ schedule: 'never' }).where('id', '=', id).execute();
}

/**
 * Searches whose window is long enough: a day (daily) or a week (weekly) since the last run, or
 * since they were saved. `slackMinutes` keeps an hourly schedule from drifting an hour each run.
 */
export async function dueSavedSearchIds(
  db: Db,
  now: Date,
  slackMinutes: number,
  limit: number,
): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select id from saved_searches
     where schedule <> 'never'
       and coalesce(last_run_at, created_at) <=
           ${now}::timestamptz - case schedule when 'daily' then interval '1 day'
                                               else interval '7 days' end
                               + make_interval(mins => ${slackMinutes})
     order by coalesce(last_run_at, created_at)
     limit ${limit}
  `.execute(db);
  return rows.map((r) => r.id);
}

/** Moves the search's window on, unless another run already did. */
export async function recordRun(db: Db, id: string, from: Date | null, to: Date): Promise<boolean> {
  let query = db.updateTable('saved_searches').set({ last_run_at: to }).where('id', '=', id);
  query = from ? query.where('last_run_at', '=', from) : query.where('last_run_at', 'is', null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The search's owner: whom the digest goes to, and whose eyes the search sees with. */
export function ownerOf(db: Db, userId: string) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}
