// Profiles (issue 8): whether a profile is open to visitors, the words profile search matches
// besides the names (professions and company), trigram indexes for prefix and fuzzy search of
// people (pg_trgm ships with PGlite and with PostgreSQL), and an index for trending topics.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await db.schema
    .alterTable('users')
    .addColumn('profile_opened', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('profile_terms', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`create index users_username_trgm on users using gin (lower(username) gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index users_display_name_trgm on users
    using gin (lower(display_name) gin_trgm_ops)`.execute(db);
  await sql`create index users_profile_terms_trgm on users
    using gin (profile_terms gin_trgm_ops)`.execute(db);
  // Trending topics count the tagged posts of the last day or week.
  await sql`create index posts_recent_tagged on posts (created_at)
    where deleted_at is null and tags <> '{}'::text[]`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'posts_recent_tagged',
    'users_profile_terms_trgm',
    'users_display_name_trgm',
    'users_username_trgm',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema
    .alterTable('users')
    .dropColumn('profile_terms')
    .dropColumn('profile_opened')
    .execute();
}
