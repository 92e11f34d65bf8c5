// Building every timeline of an existing database (the backfill command, scripts/
// backfill-timelines.ts; the bench seed): people in the order of their ids, a batch of them per
// statement, each given the newest `cap` posts of the people and channels they follow. Resumable
// from any person (`after`), and idempotent. Until it has reached a person, their home feed is
// complete anyway: their follows are not ready, so it merges them at read time.
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { timelineSettings, type TimelineSettings } from './settings';
import { trimSql } from './trim';

const TOP_LEVEL = sql`p.reply_to_id is null and p.rss_source_id is null and p.deleted_at is null`;

export interface BackfillProgress {
  /** The last person reached (resume after them). */
  last: string;
  people: number;
}

/** Builds the timelines of the next `batch` people after `after` (null: from the first). */
export async function backfillBatch(
  db: Db,
  after: string | null,
  batch: number,
  settings: TimelineSettings = timelineSettings,
): Promise<BackfillProgress | null> {
  const cap = settings.cap;
  return db.transaction().execute(async (tx) => {
    const { rows } = await sql<{ last: string | null; people: number }>`
      with people as (
        select id from users where ${after}::uuid is null or id > ${after}::uuid
         order by id limit ${batch}
      ),
      candidates as (
        select f.follower_id as user_id, p.created_at, p.id as post_id, p.author_id, p.channel_id
          from people join follows f on f.follower_id = people.id
          join users a on a.id = f.followee_id and not a.timeline_merged
          cross join lateral (select p.* from posts p where p.author_id = f.followee_id
                               and ${TOP_LEVEL} order by p.created_at desc, p.id desc
                               limit ${cap}) p
        union
        select cf.user_id, p.created_at, p.id, p.author_id, p.channel_id
          from people join channel_follows cf on cf.user_id = people.id and cf.role = 'follower'
          cross join lateral (select p.* from posts p where p.channel_id = cf.channel_id
                               and p.author_id <> cf.user_id and ${TOP_LEVEL}
                               order by p.created_at desc, p.id desc limit ${cap}) p
      ),
      ranked as (
        select c.*, row_number() over (partition by c.user_id
                                       order by c.created_at desc, c.post_id desc) as rn
          from candidates c
      ),
      added as (
        insert into home_timeline (user_id, created_at, post_id, author_id, channel_id)
        select user_id, created_at, post_id, author_id, channel_id from ranked where rn <= ${cap}
        on conflict do nothing
      )
      select max(id::text) as last, count(*)::int as people from people`.execute(tx);
    const row = rows[0];
    if (!row?.last) return null;
    const range = sql`(${after}::uuid is null or id > ${after}::uuid) and id <= ${row.last}::uuid`;
    // Entries from before (a resumed or repeated run) may push a timeline over the cap.
    await trimSql(sql`select id from users where ${range}`, cap).execute(tx);
    await sql`update follows set timeline_ready = true
      where not timeline_ready and follower_id in (select id from users where ${range})`.execute(
      tx,
    );
    await sql`update channel_follows set timeline_ready = true
      where not timeline_ready and user_id in (select id from users where ${range})`.execute(tx);
    return { last: row.last, people: row.people };
  });
}

/**
 * Builds every timeline: marks the authors merged at read time, walks all people, then clears
 * the pending mark of posts older than the run (their fan-out is what the run just did).
 */
export async function backfillTimelines(
  db: Db,
  options: {
    batch?: number;
    after?: string | null;
    settings?: TimelineSettings;
    onProgress?: (progress: BackfillProgress) => void;
  } = {},
): Promise<number> {
  const settings = options.settings ?? timelineSettings;
  const startedAt = new Date();
  await sql`update users set timeline_merged = true
    where not timeline_merged and followers_count >= ${settings.mergeAtFollowers}`.execute(db);
  let after = options.after ?? null;
  let people = 0;
  for (;;) {
    const progress = await backfillBatch(db, after, options.batch ?? 500, settings);
    if (!progress) break;
    people += progress.people;
    after = progress.last;
    options.onProgress?.({ last: after, people });
  }
  await sql`update posts set timeline_pending = false
    where timeline_pending and created_at < ${startedAt}`.execute(db);
  return people;
}
