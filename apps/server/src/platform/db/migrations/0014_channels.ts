// Channels (issue 10): a channel is one person's publication. `channels` holds it (name unique
// without regard to case, public or private, a kept followers count, the pinned post);
// `channel_follows` holds its owner (one row, role 'owner', written with the channel) and its
// followers, each with their own order of their channels. Posts made into a channel carry its
// `channel_id`. Who may see a private channel's posts is decided when reading (the read pipeline
// and `channelPostVisible`), so a channel turned private hides its posts at once.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('channels')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('background_image', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('public', 'private')`))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followers_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pinned_post_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index channels_name on channels (lower(name))`.execute(db);
  await sql`create index channels_followers on channels (followers_count desc, id)`.execute(db);
  await sql`create index channels_owner on channels (owner_id)`.execute(db);

  await db.schema
    .createTable('channel_follows')
    .addColumn('channel_id', 'uuid', (c) =>
      c.notNull().references('channels.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('follower')
        .check(sql`role in ('owner', 'follower')`),
    )
    // The person's own order of their channels (POST /user/channels/order); null sorts last.
    .addColumn('position', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('channel_follows_pk', ['channel_id', 'user_id'])
    .execute();
  await sql`create index channel_follows_user on channel_follows (user_id, role)`.execute(db);
  await sql`create index channel_follows_channel on channel_follows (channel_id, created_at desc)
    where role = 'follower'`.execute(db);

  await db.schema
    .alterTable('posts')
    .addColumn('channel_id', 'uuid', (c) => c.references('channels.id').onDelete('set null'))
    .execute();
  await sql`create index posts_channel on posts (channel_id, created_at desc, id desc)
    where channel_id is not null and deleted_at is null`.execute(db);
  await sql`alter table channels add constraint channels_pinned_post
    foreign key (pinned_post_id) references posts (id) on delete set null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table channels drop constraint if exists channels_pinned_post`.execute(db);
  await sql`drop index if exists posts_channel`.execute(db);
  await db.schema.alterTable('posts').dropColumn('channel_id').execute();
  await db.schema.dropTable('channel_follows').execute();
  await db.schema.dropTable('channels').execute();
}
