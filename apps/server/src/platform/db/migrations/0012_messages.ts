// Direct messages (issue 9). One row per message, between two people; each person has their own
// side of a chat (dm_chats: pinned, when they last left it, when its latest message came). Who may
// see what is decided when reading (blocks either way, a side's cleared history), so a later block
// hides existing messages too. Numbered 0012: 0011 is taken by another branch.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dm_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('sender_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipient_id', 'uuid', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    // The chat, the same for both people: one index range holds a conversation in order.
    .addColumn('pair_low', 'uuid', (c) =>
      c
        .notNull()
        .generatedAlwaysAs(sql`least(sender_id, recipient_id)`)
        .stored(),
    )
    .addColumn('pair_high', 'uuid', (c) =>
      c
        .notNull()
        .generatedAlwaysAs(sql`greatest(sender_id, recipient_id)`)
        .stored(),
    )
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('text', 'image', 'video', 'audio', 'gif', 'file')`),
    )
    .addColumn('text', 'text')
    // File names (POST /files) in the order sent.
    .addColumn('media', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('reply_to_id', 'uuid', (c) => c.references('dm_messages.id').onDelete('set null'))
    // The recipient's reaction: one per message.
    .addColumn('reaction', 'text', (c) =>
      c.check(sql`reaction in ('like', 'dislike', 'happy', 'sad', 'love', 'hate')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('edited_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('read_at', 'timestamptz')
    .addCheckConstraint('dm_messages_not_self', sql`sender_id <> recipient_id`)
    .execute();
  // A chat's messages, newest first (pages, the latest message, "has the other person written").
  await sql`create index dm_messages_chat
    on dm_messages (pair_low, pair_high, created_at desc, id desc)`.execute(db);
  // Unread counts and marking read.
  await sql`create index dm_messages_unread on dm_messages (recipient_id, sender_id)
    where read_at is null and deleted_at is null`.execute(db);
  // Search walks a person's messages newest first, both directions.
  await sql`create index dm_messages_sent on dm_messages (sender_id, created_at desc, id desc)
    where deleted_at is null`.execute(db);
  await sql`create index dm_messages_received
    on dm_messages (recipient_id, created_at desc, id desc) where deleted_at is null`.execute(db);
  await sql`create index dm_messages_reply on dm_messages (reply_to_id)
    where reply_to_id is not null`.execute(db);

  await db.schema
    .createTable('dm_chats')
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('other_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The latest message of the chat (either side), for ordering the list.
    .addColumn('last_message_at', 'timestamptz', (c) => c.notNull())
    .addColumn('pinned_at', 'timestamptz')
    // The owner left the chat at this time: older messages are gone for them.
    .addColumn('cleared_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('dm_chats_pk', ['owner_id', 'other_id'])
    .addCheckConstraint('dm_chats_not_self', sql`owner_id <> other_id`)
    .execute();
  await sql`create index dm_chats_list on dm_chats (owner_id, last_message_at desc, other_id desc)`.execute(
    db,
  );
  await sql`create index dm_chats_other on dm_chats (other_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dm_chats').execute();
  await db.schema.dropTable('dm_messages').execute();
}
