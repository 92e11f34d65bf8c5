// Short pending lists on every GIN index (issues 23 and 25). A GIN index takes new entries into an
// unsorted pending list (fastupdate) and merges it into the index when it outgrows
// gin_pending_list_limit (4 MB by default) or at the next vacuum. Every search reads the whole
// list: at the bench's million posts, after about 17,000 new posts (the machine's PostgreSQL runs
// without autovacuum; with it, a vacuum comes only after 20 % of the table is new) a word pair's
// lookup read 433 pending pages and took 11 ms of a 15 ms search, and people search read 472
// pages of its name index (every change of a person's row adds its entries again). At 128 kB a
// search reads at most 16 pending pages; the inserting statement that fills the list merges it,
// a few milliseconds every few dozen posts. An index created later sets the same limit
// (`with (gin_pending_list_limit = 128)`); a test lists the GIN indexes without it.
import { sql, type Kysely } from 'kysely';

/** Every GIN index of the schema at this migration. */
const GIN_INDEXES = [
  'posts_search',
  'posts_search_pairs',
  'posts_tags',
  'users_username_trgm',
  'users_display_name_trgm',
  'users_profile_terms_trgm',
  'board_items_search',
  'board_items_category_ids',
  'board_documents_search',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of GIN_INDEXES) {
    await sql`alter index ${sql.ref(index)} set (gin_pending_list_limit = 128)`.execute(db);
    // What is pending now is merged at once, not by the next unlucky insert.
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of GIN_INDEXES) {
    await sql`alter index ${sql.ref(index)} reset (gin_pending_list_limit)`.execute(db);
  }
}
