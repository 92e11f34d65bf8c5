// A phrase found by an index (issue 23). The full-text index finds the posts that have all of a
// phrase's words; whether they stand side by side is then read from each post's document. For
// words that are common but seldom together ("found house": 6,238 posts with both at the bench's
// million, none with the phrase) that is thousands of rows read to find nothing: 40 ms. So each
// post also keeps the pairs of neighbouring words of its document ("found hous", stemmed as the
// document is), indexed: a phrase's pairs narrow the posts to those that have every pair, and the
// document still decides (the pairs say nothing of longer phrases' order). Positions are the
// document's, where stop words keep their place: "found the house" has no pair "found hous",
// exactly as phraseto_tsquery('found house') does not match it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function search_pairs(doc tsvector) returns text[]
    language sql immutable strict parallel safe as $$
      select coalesce(array_agg(distinct a.lexeme || ' ' || b.lexeme), '{}'::text[])
        from (select d.lexeme, p.pos from unnest(doc) d, unnest(d.positions) p(pos)) a
        join (select d.lexeme, p.pos from unnest(doc) d, unnest(d.positions) p(pos)) b
          on b.pos = a.pos + 1
    $$
  `.execute(db);
  // The same document as search_vector (migration 0035): a generated column cannot read another.
  await sql`alter table posts add column search_pairs text[]
    generated always as (
      search_pairs(to_tsvector('english', coalesce(title, '') || ' ' || text))
    ) stored`.execute(db);
  await sql`create index posts_search_pairs on posts using gin (search_pairs)
    where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists posts_search_pairs`.execute(db);
  await sql`alter table posts drop column search_pairs`.execute(db);
  await sql`drop function search_pairs(tsvector)`.execute(db);
}
