// The home feed by fan-out on write (issue 25): each person's timeline holds the ids of the posts
// of the people and channels they follow, newest first, filled by a job after a post is created
// (modules/posts/timeline). The read rules still judge every post at read time; the timeline only
// says which posts are candidates. What the timeline does not hold yet is merged at read time:
// - posts.timeline_pending: a new top-level post whose fan-out job has not finished;
// - follows.timeline_ready / channel_follows.timeline_ready: false until the followee's (or the
//   channel's) recent posts are in the follower's timeline (a follow job, or the backfill command),
//   so a database migrated from the fan-out-on-read version reads right before any backfill;
// - users.timeline_merged: an author with so many followers that their posts are never fanned
//   out to them (sticky once set, so their old posts never drop out of a feed).
// Unfollowing a person or a channel removes the entries it brought, by trigger, so every path
// that ends a follow (unfollow, block, account deletion) does it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // No foreign key on post_id: a key would need an index on it for every post deletion; an entry
  // whose post is gone is dropped by the read's join with posts, and by the cap's trimming.
  await db.schema
    .createTable('home_timeline')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('post_id', 'uuid', (c) => c.notNull())
    .addColumn('author_id', 'uuid', (c) => c.notNull())
    .addColumn('channel_id', 'uuid')
    // One index: a post's time never changes, so (person, time, post) is unique exactly when
    // (person, post) is, and the same index walks a page newest first.
    .addPrimaryKeyConstraint('home_timeline_pk', ['user_id', 'created_at', 'post_id'])
    .execute();

  await db.schema
    .alterTable('posts')
    .addColumn('timeline_pending', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`create index posts_timeline_pending on posts (created_at desc, id desc)
    where timeline_pending`.execute(db);
  await db.schema
    .alterTable('follows')
    .addColumn('timeline_ready', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('channel_follows')
    .addColumn('timeline_ready', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('timeline_merged', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  // An entry stays while the person still follows its author or its channel.
  await sql`
    create function timeline_unfollow() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'follows' then
        delete from home_timeline t
         where t.user_id = old.follower_id and t.author_id = old.followee_id
           and (t.channel_id is null or not exists (select 1 from channel_follows cf
                 where cf.user_id = old.follower_id and cf.channel_id = t.channel_id));
      else
        delete from home_timeline t
         where t.user_id = old.user_id and t.channel_id = old.channel_id
           and not exists (select 1 from follows f
                 where f.follower_id = old.user_id and f.followee_id = t.author_id);
      end if;
      return old;
    end
    $$
  `.execute(db);
  await sql`create trigger follows_timeline after delete on follows
    for each row execute function timeline_unfollow()`.execute(db);
  await sql`create trigger channel_follows_timeline after delete on channel_follows
    for each row execute function timeline_unfollow()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger channel_follows_timeline on channel_follows`.execute(db);
  await sql`drop trigger follows_timeline on follows`.execute(db);
  await sql`drop function timeline_unfollow()`.execute(db);
  await db.schema.alterTable('users').dropColumn('timeline_merged').execute();
  await db.schema.alterTable('channel_follows').dropColumn('timeline_ready').execute();
  await db.schema.alterTable('follows').dropColumn('timeline_ready').execute();
  await sql`drop index posts_timeline_pending`.execute(db);
  await db.schema.alterTable('posts').dropColumn('timeline_pending').execute();
  await db.schema.dropTable('home_timeline').execute();
}
