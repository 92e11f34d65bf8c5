// Per-type reaction counts on each post ({"like": 12, "love": 3}), changed in the reaction's own
// transaction, so a page of posts reads them with the posts instead of counting reactions.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('reaction_counts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await sql`
    update posts p set reaction_counts = r.counts
      from (select post_id, jsonb_object_agg(type, n) as counts
              from (select post_id, type, count(*) as n from reactions group by 1, 2) t
             group by 1) r
     where p.id = r.post_id
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').dropColumn('reaction_counts').execute();
}
