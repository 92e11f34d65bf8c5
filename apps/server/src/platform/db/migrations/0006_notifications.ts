// Notifications (issue 8). One row per entry the person sees: a reply, mention or quote has one
// actor; reactions, reposts and follows group several people into one entry (Mastodon 4.3), kept
// in notification_actors. Who may see what is decided when reading (blocks, mutes, thread mutes,
// deleted posts), so a later block or mute hides existing entries too.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('recipient_id', 'uuid', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('post_id', 'uuid', (c) => c.references('posts.id').onDelete('cascade'))
    .addColumn('reply_id', 'uuid', (c) => c.references('posts.id').onDelete('cascade'))
    // The root of the conversation the entry belongs to (for thread mutes).
    .addColumn('thread_id', 'uuid')
    // Grouped types only: what an entry groups on (type and post; follows on the person).
    .addColumn('group_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await sql`
    create index notifications_list on notifications (recipient_id, updated_at desc, id desc)
  `.execute(db);
  await sql`
    create index notifications_unread on notifications (recipient_id) where read_at is null
  `.execute(db);
  await sql`
    create index notifications_group on notifications (recipient_id, group_key, created_at desc)
      where group_key is not null
  `.execute(db);
  // A reply, mention or quote notifies once, however often its job runs (edits re-run it).
  await sql`
    create unique index notifications_once
      on notifications (recipient_id, type, coalesce(reply_id, post_id))
      where group_key is null
  `.execute(db);
  await db.schema
    .createTable('notification_actors')
    .addColumn('notification_id', 'uuid', (c) =>
      c.notNull().references('notifications.id').onDelete('cascade'),
    )
    .addColumn('actor_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reaction_type', 'text')
    .addColumn('reaction_smile', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notification_actors_pk', ['notification_id', 'actor_id'])
    .execute();
  await sql`
    create index notification_actors_actor on notification_actors (actor_id)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_actors').execute();
  await db.schema.dropTable('notifications').execute();
}
