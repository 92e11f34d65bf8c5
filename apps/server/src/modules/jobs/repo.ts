// The jobs area's own queries: the applicants of a page of applications. Everything else goes through platform/board.
import type { Db } from '../../platform/db/database';
import type { UserRow } from '../../platform/db/tables';

export function applicantsByIds(db: Db, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}
