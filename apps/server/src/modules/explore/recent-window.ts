// Where the newest posts begin, for the advanced search's first try (repo.ts advancedPostIds):
// the time of the RECENT_SEARCH_WINDOW-th newest live post. Read at most once a minute per
// database; an older answer only makes the window larger, so it is never wrong, only slower.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

/** How many of the newest posts the first try walks at most (about 10 ms at the bench's scale). */
export const RECENT_SEARCH_WINDOW = 10_000;
const REFRESH_MS = 60_000;

const known = new WeakMap<Db, Map<number, { since: Date | null; readAt: number }>>();

/**
 * The first moment of the newest `size` posts, or null when there are fewer posts than that.
 * (Tests ask for a small window.)
 */
export async function recentSearchWindow(
  db: Db,
  size = RECENT_SEARCH_WINDOW,
  now = Date.now(),
): Promise<Date | null> {
  const sizes = known.get(db) ?? new Map<number, { since: Date | null; readAt: number }>();
  known.set(db, sizes);
  const cached = sizes.get(size);
  if (cached && now - cached.readAt < REFRESH_MS) return cached.since;
  // posts_recent walked by its index alone (a few milliseconds).
  const { rows } = await sql<{ created_at: Date }>`
    select created_at from posts where deleted_at is null
     order by created_at desc, id desc offset ${size - 1} limit 1`.execute(db);
  const since = rows[0] ? new Date(rows[0].created_at) : null;
  sizes.set(size, { since, readAt: now });
  return since;
}
