// Post search keeps each post's document (issue 23: advanced search p99 under 50 ms at 1M posts).
// The search index (migration 0015) was on an expression, so every candidate row the index found
// had its to_tsvector computed again to be checked: a phrase ("found house") had 6,000 candidates
// at bench scale and took 440 ms recomputing them, and ts_rank recomputed it once more per row.
// A stored generated column is computed once, when the post is written. On posts itself, not in a
// table of its own: with a separate table the planner always matched every post with the words and
// joined them before sorting (6 s for two common words at 1M posts), where on the row it can also
// walk posts newest first and check each one's stored document, stopping at a page.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The same document as before (results unchanged): title and text, English stemming.
  await sql`alter table posts add column search_vector tsvector
    generated always as (to_tsvector('english', coalesce(title, '') || ' ' || text)) stored`.execute(
    db,
  );
  await sql`drop index if exists posts_search`.execute(db);
  await sql`create index posts_search on posts using gin (search_vector)
    where deleted_at is null`.execute(db);
  // Every live post newest first (posts_local leaves replies out): a search for common words walks
  // it and checks each post's document until a page is full (4 ms at 1M posts, not 500 ms to
  // match and sort 60,000 posts); a rare word still starts from posts_search.
  await sql`create index posts_recent on posts (created_at desc, id desc)
    where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists posts_recent`.execute(db);
  await sql`drop index if exists posts_search`.execute(db);
  await sql`alter table posts drop column search_vector`.execute(db);
  await sql`create index posts_search on posts
    using gin (to_tsvector('english', coalesce(title, '') || ' ' || text))
    where deleted_at is null`.execute(db);
}
