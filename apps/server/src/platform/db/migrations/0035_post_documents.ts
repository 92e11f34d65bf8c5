// Post search keeps each post's document (issue 23: advanced search p99 under 50 ms at 1M posts).
// The search index (migration 0015) was on an expression, so every candidate row the index found
// had its to_tsvector computed again to be checked: a phrase ("found house") had 6,000 candidates
// at bench scale and took 440 ms recomputing them, and ts_rank recomputed it once more per row.
// The document is now computed once, when a post is written, into a table of its own (a column
// on posts would travel with every `select *` of a post, the feed's hot path included).
import { sql, type Kysely } from 'kysely';

/** The document of a post: keep it the same as the one search used before (results unchanged). */
const DOCUMENT = sql`to_tsvector('english', coalesce(new.title, '') || ' ' || new.text)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('post_documents')
    .addColumn('post_id', 'uuid', (c) => c.primaryKey().references('posts.id').onDelete('cascade'))
    .addColumn('document', sql`tsvector`, (c) => c.notNull())
    .execute();
  await sql`insert into post_documents (post_id, document)
    select id, to_tsvector('english', coalesce(title, '') || ' ' || text) from posts`.execute(db);
  await sql`create index post_documents_search on post_documents using gin (document)`.execute(db);
  await sql`drop index if exists posts_search`.execute(db);

  await sql`
    create function post_document_sync() returns trigger language plpgsql as $$
    begin
      insert into post_documents (post_id, document) values (new.id, ${DOCUMENT})
        on conflict (post_id) do update set document = excluded.document;
      return null;
    end
    $$
  `.execute(db);
  await sql`create trigger posts_document after insert or update of title, text on posts
    for each row execute function post_document_sync()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger posts_document on posts`.execute(db);
  await sql`drop function post_document_sync()`.execute(db);
  await db.schema.dropTable('post_documents').execute();
  await sql`create index posts_search on posts
    using gin (to_tsvector('english', coalesce(title, '') || ' ' || text))
    where deleted_at is null`.execute(db);
}
