// News (RSS) sources (issue 10). One shared row per feed address; people link to it (a
// subscription). Each source speaks through a system account of kind 'news' (never signs in, never
// suggested or found in people search) whose posts are the feed's entries, so entries are read
// through the one post pipeline. An entry is stored once per source, keyed by its guid or link.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('person')
        .check(sql`kind in ('person', 'news')`),
    )
    .execute();

  await db.schema
    .createTable('rss_sources')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull().unique())
    // The system account the entries are posted by; the source goes with it.
    .addColumn('user_id', 'uuid', (c) =>
      c.notNull().unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('link', 'text')
    .addColumn('image', 'text')
    // Conditional GET: what the server sent last time.
    .addColumn('etag', 'text')
    .addColumn('last_modified', 'text')
    .addColumn('last_fetched_at', 'timestamptz')
    .addColumn('next_fetch_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Failures in a row (back-off doubles with each) and the last one's reason.
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('subscribers_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index rss_sources_due on rss_sources (next_fetch_at)`.execute(db);

  await db.schema
    .createTable('rss_subscriptions')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source_id', 'uuid', (c) =>
      c.notNull().references('rss_sources.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('rss_subscriptions_pk', ['user_id', 'source_id'])
    .execute();
  await sql`create index rss_subscriptions_user on rss_subscriptions (user_id, created_at desc)`.execute(
    db,
  );
  await sql`create index rss_subscriptions_source on rss_subscriptions (source_id)`.execute(db);

  await db.schema
    .alterTable('posts')
    .addColumn('rss_source_id', 'uuid', (c) => c.references('rss_sources.id').onDelete('cascade'))
    .addColumn('rss_key', 'text')
    .execute();
  // De-duplication: one post per entry (guid, else link) and source.
  await sql`create unique index posts_rss_entry on posts (rss_source_id, rss_key)
    where rss_source_id is not null`.execute(db);
  await sql`create index posts_rss_source on posts (rss_source_id, created_at desc, id desc)
    where rss_source_id is not null and deleted_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists posts_rss_source`.execute(db);
  await sql`drop index if exists posts_rss_entry`.execute(db);
  await db.schema.alterTable('posts').dropColumn('rss_key').execute();
  await db.schema.alterTable('posts').dropColumn('rss_source_id').execute();
  await db.schema.dropTable('rss_subscriptions').execute();
  await sql`delete from users where kind = 'news'`.execute(db);
  await db.schema.dropTable('rss_sources').execute();
  await db.schema.alterTable('users').dropColumn('kind').execute();
}
