// Followers and following counts on each person, kept exact by a trigger on follows: every path
// that adds or removes a follow (follow, unfollow, block, account deletion, seeds) counts the same,
// and a profile or a list reads two columns instead of counting thousands of rows.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('followers_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('following_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update users set
      followers_count = (select count(*) from follows f where f.followee_id = users.id),
      following_count = (select count(*) from follows f where f.follower_id = users.id)
  `.execute(db);
  await sql`
    create function count_follows() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update users set following_count = following_count + 1 where id = new.follower_id;
        update users set followers_count = followers_count + 1 where id = new.followee_id;
        return new;
      end if;
      update users set following_count = following_count - 1 where id = old.follower_id;
      update users set followers_count = followers_count - 1 where id = old.followee_id;
      return old;
    end
    $$
  `.execute(db);
  await sql`
    create trigger follows_count after insert or delete on follows
    for each row execute function count_follows()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger follows_count on follows`.execute(db);
  await sql`drop function count_follows()`.execute(db);
  await db.schema
    .alterTable('users')
    .dropColumn('followers_count')
    .dropColumn('following_count')
    .execute();
}
