// The follow job (queue timeline.follow): after someone follows a person or a channel, that
// person's (or channel's) recent posts are copied into the follower's timeline, then the follow
// is marked ready. Until then the home feed merges them at read time (follows.timeline_ready),
// so the feed is complete from the moment of the follow. Unfollowing removes the entries by
// trigger (migration 0033).
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { timelineSettings, type TimelineSettings } from './settings';
import { trimTimelines } from './trim';

export type FollowJob =
  { followerId: string; followeeId: string } | { followerId: string; channelId: string };

/** What a timeline takes of a post: the same for every way in. */
const TOP_LEVEL = sql`p.reply_to_id is null and p.rss_source_id is null and p.deleted_at is null`;

export async function backfillFollow(
  db: Db,
  job: FollowJob,
  settings: TimelineSettings = timelineSettings,
): Promise<void> {
  const me = job.followerId;
  if ('followeeId' in job) {
    // Only while the follow stands: a follow ended meanwhile leaves nothing behind. An author
    // merged at read time has nothing to copy.
    await sql`insert into home_timeline (user_id, created_at, post_id, author_id, channel_id)
      select ${me}, p.created_at, p.id, p.author_id, p.channel_id from posts p
       where p.author_id = ${job.followeeId} and ${TOP_LEVEL}
         and exists (select 1 from follows f where f.follower_id = ${me}
                      and f.followee_id = ${job.followeeId})
         and not exists (select 1 from users u where u.id = p.author_id and u.timeline_merged)
       order by p.created_at desc, p.id desc limit ${settings.cap}
      on conflict do nothing`.execute(db);
    await trimTimelines(db, [me], settings.cap);
    await db
      .updateTable('follows')
      .set({ timeline_ready: true })
      .where('follower_id', '=', me)
      .where('followee_id', '=', job.followeeId)
      .execute();
    return;
  }
  await sql`insert into home_timeline (user_id, created_at, post_id, author_id, channel_id)
    select ${me}, p.created_at, p.id, p.author_id, p.channel_id from posts p
     where p.channel_id = ${job.channelId} and p.author_id <> ${me} and ${TOP_LEVEL}
       and exists (select 1 from channel_follows cf where cf.user_id = ${me}
                    and cf.channel_id = ${job.channelId})
     order by p.created_at desc, p.id desc limit ${settings.cap}
    on conflict do nothing`.execute(db);
  await trimTimelines(db, [me], settings.cap);
  await db
    .updateTable('channel_follows')
    .set({ timeline_ready: true })
    .where('user_id', '=', me)
    .where('channel_id', '=', job.channelId)
    .execute();
}
