// The home feed reads each followed author's newest top-level posts (modules/posts/repo/feed.ts): an index of
// exactly those, so the probes skip the author's replies and deleted posts.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index posts_author_top on posts (author_id, created_at desc, id desc)
    where deleted_at is null and reply_to_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index posts_author_top`.execute(db);
}
