// Translation (issue 8): each post's detected language, so clients know when to offer
// "Translate" without asking per post, and a cache of translations keyed by a hash of what was
// asked (server, languages, format and text).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('language', 'text').execute();
  await db.schema
    .createTable('translations')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('translated', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('translations').execute();
  await db.schema.alterTable('posts').dropColumn('language').execute();
}
