// The jobs area's own queries: whether a person applied, and the applicants of a page of
// applications. Everything else goes through platform/board.
import type { Db } from '../../platform/db/database';
import type { UserRow } from '../../platform/db/tables';

export async function hasApplied(db: Db, jobId: string, applicantId: string): Promise<boolean> {
  const row = await db
    .selectFrom('board_applications')
    .select('id')
    .where('item_id', '=', jobId)
    .where('applicant_id', '=', applicantId)
    .executeTakeFirst();
  return row !== undefined;
}

export function applicantsByIds(db: Db, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}
