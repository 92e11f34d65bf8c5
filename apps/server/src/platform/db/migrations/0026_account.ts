// Account and settings (issue 22): hibernation and deletion marks on the person, a pending new
// e-mail address, notification preferences and language; mailed tokens for changing and undoing
// an address (they carry the address concerned); the data archive of each person; messages sent
// to staff through the contact form.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    // Set while the account sleeps; signing in again clears it.
    .addColumn('hibernated_at', 'timestamptz')
    // Set when deletion is asked for; the row stays, anonymised, to keep the username taken.
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('pending_email', 'text')
    // { [notification type]: { inApp: boolean, email: boolean } }; a type not named is on in app
    // and off by mail.
    .addColumn('notification_prefs', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('language', 'text')
    .execute();
  await sql`create index users_gone on users (id)
    where hibernated_at is not null or deleted_at is not null`.execute(db);

  await sql`alter table email_tokens drop constraint if exists email_tokens_purpose_check`.execute(
    db,
  );
  await sql`alter table email_tokens add constraint email_tokens_purpose_check
    check (purpose in ('verify', 'reset', 'email-change', 'email-undo'))`.execute(db);
  // The address a change or undo token puts in place.
  await db.schema.alterTable('email_tokens').addColumn('email', 'text').execute();

  await db.schema
    .createTable('archives')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('pending', 'ready', 'failed')`),
    )
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('filename', 'text')
    .addColumn('size', 'bigint')
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ready_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
  await db.schema.dropTable('archives').execute();
  await db.schema.alterTable('email_tokens').dropColumn('email').execute();
  await sql`delete from email_tokens where purpose in ('email-change', 'email-undo')`.execute(db);
  await sql`alter table email_tokens drop constraint email_tokens_purpose_check`.execute(db);
  await sql`alter table email_tokens add constraint email_tokens_purpose_check
    check (purpose in ('verify', 'reset'))`.execute(db);
  await sql`drop index users_gone`.execute(db);
  for (const column of ['language', 'notification_prefs', 'pending_email', 'deleted_at'])
    await db.schema.alterTable('users').dropColumn(column).execute();
  await db.schema.alterTable('users').dropColumn('hibernated_at').execute();
}
