// User lists (issue 10) and post search. A list is private to its owner: an ordered set of
// people whose posts make the list's feed. Post search (explore) ranks by full text: an
// expression GIN index over the title and text (the 'english' configuration stems words; the
// default parser skips the HTML tags of rich text), so no stored column has to be kept in step.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_lists')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    // The owner's order of their lists (POST /user/list/order), from 0.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // One title per owner, without regard to case (409 on a second).
  await sql`create unique index user_lists_title on user_lists (owner_id, lower(title))`.execute(
    db,
  );
  await sql`create index user_lists_owner on user_lists (owner_id, position, id)`.execute(db);

  await db.schema
    .createTable('user_list_members')
    .addColumn('list_id', 'uuid', (c) =>
      c.notNull().references('user_lists.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_list_members_pk', ['list_id', 'user_id'])
    .execute();
  // Members most recently added first; and the lists a person is on (for deletes).
  await sql`create index user_list_members_newest on user_list_members (list_id, created_at desc, user_id)`.execute(
    db,
  );
  await sql`create index user_list_members_user on user_list_members (user_id)`.execute(db);

  await sql`create index posts_search on posts
    using gin (to_tsvector('english', coalesce(title, '') || ' ' || text))
    where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists posts_search`.execute(db);
  await db.schema.dropTable('user_list_members').execute();
  await db.schema.dropTable('user_lists').execute();
}
