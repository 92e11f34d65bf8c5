// Saved project searches with mailed alerts (issue 11). A search keeps the filters as the
// projects page sends them (contract ProjectFilters) and a schedule; an hourly job runs the due
// ones for projects created since `last_run_at` and mails one digest each. The unsubscribe link's
// token is random and kept in clear: it only switches the mails off, and every digest of a
// search must carry the same working link. Notifications gain what these entries name: the saved
// search (and its sentence), since they have no actor.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('filters', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('schedule', 'text', (c) =>
      c
        .notNull()
        .defaultTo('never')
        .check(sql`schedule in ('never', 'daily', 'weekly')`),
    )
    // The end of the last window searched; null until the first run (the window then starts at
    // created_at).
    .addColumn('last_run_at', 'timestamptz')
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    create index saved_searches_owner on saved_searches (user_id, created_at desc, id desc)
  `.execute(db);
  await sql`
    create index saved_searches_due on saved_searches (coalesce(last_run_at, created_at))
      where schedule <> 'never'
  `.execute(db);

  await db.schema
    .alterTable('notifications')
    .addColumn('saved_search_id', 'uuid', (c) =>
      c.references('saved_searches.id').onDelete('cascade'),
    )
    .execute();
  // The sentence of an entry without an actor ("3 new projects match …"), written when made.
  await db.schema.alterTable('notifications').addColumn('text', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('text').execute();
  await db.schema.alterTable('notifications').dropColumn('saved_search_id').execute();
  await db.schema.dropTable('saved_searches').execute();
}
