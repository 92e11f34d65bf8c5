// The fan-out job (queue timeline.fanout): a new top-level post is copied into the timelines of
// its author's followers and its channel's followers, in batches of one statement each, in the
// order of their ids. Each job runs a few batches and hands the rest on with its cursor (the last
// id reached), so a retry or a restart resumes there; inserting twice changes nothing (the key).
// The request that created the post only enqueued this job: until it finishes, the post is merged
// into those home feeds at read time (posts.timeline_pending).
import { sql } from 'kysely';
import type { AppContext } from '../../../platform/context';
import type { Db } from '../../../platform/db/database';
import { timelineSettings, type TimelineSettings } from './settings';
import { trimTimelines, trimsOn } from './trim';

export interface FanOutJob {
  postId: string;
  /** The last follower id reached by an earlier job of this post. */
  after?: string | undefined;
}

interface FannedPost {
  id: string;
  author_id: string;
  channel_id: string | null;
  merged: boolean;
  top_level: boolean;
}

/**
 * Loads the post, and marks its author as merged at read time once they have enough followers
 * (sticky: their earlier posts stay in the timelines, later ones are merged). One statement: the
 * select sees the users row as it was, so a mark made now counts through `marked`.
 */
async function loadPost(db: Db, postId: string, mergeAt: number): Promise<FannedPost | undefined> {
  const { rows } = await sql<FannedPost>`
    with marked as (
      update users set timeline_merged = true
       where id = (select author_id from posts where id = ${postId})
         and not timeline_merged and followers_count >= ${mergeAt}
      returning id
    )
    select p.id, p.author_id, p.channel_id,
           (u.timeline_merged or exists (select 1 from marked)) as merged,
           (p.reply_to_id is null and p.rss_source_id is null and p.deleted_at is null) as top_level
      from posts p join users u on u.id = p.author_id
     where p.id = ${postId}`.execute(db);
  return rows[0];
}

/**
 * One batch: the next `batch` people of the audience after `after`, each given the post. The
 * audience: the author's followers (unless the author is merged at read time) and the channel's
 * followers. A private channel's post goes to the author's followers too: the read rules keep it
 * from those who may not see it, and if the channel is made public it is then in their feeds
 * (the timeline holds candidates; whether one may be seen is decided at read time only).
 * The batch that reaches fewer than `batch` people is the last: it also marks the post's fan-out
 * done, in the same statement (the entries and the mark are committed together).
 * Returns the last id reached and how many were reached.
 */
async function fanOutBatch(
  db: Db,
  post: FannedPost,
  after: string | null,
  settings: TimelineSettings,
  trim: boolean,
): Promise<{ last: string | null; reached: number }> {
  const followers = !post.merged;
  const audience = sql`select id from (
      select follower_id as id from follows where followee_id = ${post.author_id} and ${followers}
      union
      select user_id from channel_follows
       where channel_id = ${post.channel_id} and role = 'follower'
    ) a
    where (${after}::uuid is null or id > ${after}::uuid) and id <> ${post.author_id}
    order by id limit ${settings.batch}`;
  const { rows } = await sql<{ ids: string[] | null }>`
    with audience as (${audience}),
    added as (
      insert into home_timeline (user_id, created_at, post_id, author_id, channel_id)
      select a.id, p.created_at, p.id, p.author_id, p.channel_id
        from audience a cross join posts p where p.id = ${post.id}
      on conflict do nothing
    ),
    done as (
      update posts set timeline_pending = false
       where id = ${post.id} and timeline_pending
         and (select count(*) from audience) < ${settings.batch}
    )
    select array_agg(id::text order by id) as ids from audience`.execute(db);
  const ids = rows[0]?.ids ?? [];
  // After the insert, in a statement of its own: it must see the new entries to keep the cap.
  if (trim) await trimTimelines(db, ids, settings.cap);
  return { last: ids.at(-1) ?? null, reached: ids.length };
}

/** Runs one job of a post's fan-out; sends the next one when the audience is not done. */
export async function fanOutPost(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  job: FanOutJob,
  settings: TimelineSettings = timelineSettings,
): Promise<void> {
  const { db } = ctx;
  const post = await loadPost(db, job.postId, settings.mergeAtFollowers);
  if (!post) return;
  if (post.top_level) {
    const trim = trimsOn(post.id, settings.trimEvery);
    let after = job.after ?? null;
    for (let i = 0; i < settings.batchesPerJob; i++) {
      const { last, reached } = await fanOutBatch(db, post, after, settings, trim);
      if (reached < settings.batch) {
        after = null;
        break;
      }
      after = last;
    }
    if (after !== null) {
      await ctx.jobs.send('timeline.fanout', { postId: post.id, after });
    }
    // Otherwise its last batch marked the fan-out done.
    return;
  }
  await db
    .updateTable('posts')
    .set({ timeline_pending: false })
    .where('id', '=', post.id)
    .where('timeline_pending', '=', true)
    .execute();
}
