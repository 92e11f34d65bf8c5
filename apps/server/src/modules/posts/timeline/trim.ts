// Keeping timelines within their cap: entries older than the cap-th newest are deleted.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../platform/db/database';

/**
 * Deletes, for each person `people` selects (a SQL query of one column `id`), the entries beyond
 * the `cap` newest. One statement; each person costs a walk of `cap` index entries.
 */
export function trimSql(people: RawBuilder<unknown>, cap: number): RawBuilder<unknown> {
  return sql`delete from home_timeline t using (
      select u.id, c.created_at, c.post_id from (${people}) u
      cross join lateral (select h.created_at, h.post_id from home_timeline h where h.user_id = u.id
                           order by h.created_at desc, h.post_id desc offset ${cap} limit 1) c
    ) cut
    where t.user_id = cut.id and (t.created_at, t.post_id) <= (cut.created_at, cut.post_id)`;
}

/** Trims these people's timelines to the cap. */
export async function trimTimelines(db: Db, userIds: readonly string[], cap: number) {
  if (userIds.length === 0) return;
  await trimSql(sql`select unnest(${[...userIds]}::uuid[]) as id`, cap).execute(db);
}

/** Whether this post's fan-out trims the timelines it reaches (1 in `every`, by its id). */
export function trimsOn(postId: string, every: number): boolean {
  if (every <= 1) return true;
  let hash = 0;
  for (const ch of postId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash % every === 0;
}
