// Link previews (issue 8): each page's preview cached per address (or why it failed, for a short
// while), and files the server makes itself (the preview images it re-encodes) have no owner, so
// nobody can attach them to a post as their own upload.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('files')
    .alterColumn('owner_id', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .createTable('link_previews')
    .addColumn('url', 'text', (c) => c.primaryKey())
    .addColumn('preview', 'jsonb')
    .addColumn('failure', 'text')
    .addColumn('fetched_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('link_previews').execute();
  await sql`delete from files where owner_id is null`.execute(db);
  await db.schema
    .alterTable('files')
    .alterColumn('owner_id', (c) => c.setNotNull())
    .execute();
}
