// The home feed's candidates: the viewer's timeline (fan-out on write) and what is merged at read
// time, as one ordered stream (c.created_at, c.post_id, newest first). Each branch walks an index
// in that order, so PostgreSQL merges them lazily and stops at the page's end. The feed's own
// conditions and the read rules are then applied to each candidate's posts row (repo/feed.ts):
// the timeline only says which posts may be in the feed, never that one may be seen. (Branches
// leave out replies and deleted posts, which the feed's conditions leave out anyway, so that they
// fit the partial indexes of posts.)
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../platform/db/database';
import type { FeedCursor } from '../feed-cursor';
import type { PostQuery } from '../repo/feed';

/** Candidates older than the cursor, for a branch whose rows are `alias` (id column `id`). */
function olderThan(alias: string, id: string, cursor: FeedCursor | undefined): RawBuilder<unknown> {
  if (!cursor) return sql``;
  return sql`and (${sql.ref(`${alias}.created_at`)}, ${sql.ref(`${alias}.${id}`)})
    < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}

/**
 * The candidates of a viewer's home feed:
 * - their timeline;
 * - their own posts;
 * - merged at read time, when not in the timeline (yet): posts of people they follow whose posts
 *   are not copied (an author with too many followers) or not copied yet (a new follow); posts
 *   of channels they follow, likewise; and new posts whose fan-out job has not finished.
 */
function candidates(viewerId: string, cursor: FeedCursor | undefined, bound: number | null) {
  const me = viewerId;
  const notInTimeline = sql`not exists (select 1 from home_timeline x where x.user_id = ${me}
    and x.created_at = m.created_at and x.post_id = m.id)`;
  const newest = bound === null ? sql`` : sql`order by 2 desc, 1 desc limit ${sql.lit(bound)}`;
  // An author's newest posts (older than the cursor): no more of them can be among the newest
  // `bound` candidates. The two sources are found by their own small partial indexes (migration
  // 0036), never by reading all of the viewer's follows.
  const newestOfAuthor =
    bound === null ? sql`` : sql`order by p.created_at desc, p.id desc limit ${sql.lit(bound)}`;
  const authorPosts = (author: RawBuilder<unknown>) => sql`lateral (
      select p.id, p.created_at from posts p
       where p.author_id = ${author} and p.reply_to_id is null and p.deleted_at is null
         ${olderThan('p', 'id', cursor)} ${newestOfAuthor}) p`;
  return sql<{ post_id: string; created_at: Date }>`(select * from (
    select t.post_id, t.created_at from home_timeline t
     where t.user_id = ${me} ${olderThan('t', 'post_id', cursor)}
    union all
    select o.id, o.created_at from posts o
     where o.author_id = ${me} and o.deleted_at is null and o.reply_to_id is null
       ${olderThan('o', 'id', cursor)}
    union all
    select m.id, m.created_at from (
      select p.id, p.created_at from follows f cross join ${authorPosts(sql`f.followee_id`)}
       where f.follower_id = ${me} and not f.timeline_ready
      union
      select p.id, p.created_at from users u
        join follows f on f.follower_id = ${me} and f.followee_id = u.id
        cross join ${authorPosts(sql`u.id`)}
       where u.timeline_merged
      union
      select p.id, p.created_at from channel_follows cf
        join posts p on p.channel_id = cf.channel_id
       where cf.user_id = ${me} and not cf.timeline_ready
         and p.author_id <> ${me} and p.reply_to_id is null and p.deleted_at is null
      union
      select p.id, p.created_at from posts p
       where p.timeline_pending and p.author_id <> ${me}
         and (p.author_id in (select followee_id from follows where follower_id = ${me})
              or p.channel_id in (select channel_id from channel_follows where user_id = ${me}))
    ) m
    where ${notInTimeline} ${olderThan('m', 'id', cursor)}
  ) candidates ${newest})`;
}

/**
 * The viewer's home feed candidates joined to their posts rows, for the feed's conditions to
 * apply to (repo/feed.ts orders it by c.created_at desc, c.post_id desc). `bound`: only the
 * newest this many candidates (null: all of them).
 */
export function homeTimelinePosts(
  db: Db,
  viewerId: string,
  cursor: FeedCursor | undefined,
  bound: number | null,
): PostQuery {
  // The join adds table c beside posts; the feed's conditions only name posts' columns.
  return db
    .selectFrom(candidates(viewerId, cursor, bound).as('c'))
    .innerJoin('posts', 'posts.id', 'c.post_id') as unknown as PostQuery;
}
