// Groups (issue 10): groups, their members (with join requests and blocked people on the same
// row), their rules, and posts made in a group. A group's name is unique without regard to case.
// Who may see a group's posts (private groups: members only) is decided when reading, in the
// read pipeline, so leaving or being blocked hides the posts at once.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('groups')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('category', 'text')
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('open', 'closed', 'private')`))
    .addColumn('avatar', 'text')
    .addColumn('background_image', 'text')
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('members_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index groups_name on groups (lower(name))`.execute(db);
  await sql`create index groups_members on groups (members_count desc, id)`.execute(db);

  await db.schema
    .createTable('group_members')
    .addColumn('group_id', 'uuid', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('member')
        .check(sql`role in ('owner', 'moderator', 'member')`),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('active', 'pending', 'blocked')`),
    )
    // The member's own order of their groups (POST /user/groups/order); null sorts last.
    .addColumn('position', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('group_members_pk', ['group_id', 'user_id'])
    .execute();
  await sql`create index group_members_user on group_members (user_id, status)`.execute(db);

  await db.schema
    .createTable('group_rules')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('group_id', 'uuid', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await sql`create index group_rules_group on group_rules (group_id, position)`.execute(db);

  await db.schema
    .alterTable('posts')
    .addColumn('group_id', 'uuid', (c) => c.references('groups.id').onDelete('set null'))
    .execute();
  // Hidden from the group by its owner or a moderator after a report.
  await db.schema
    .alterTable('posts')
    .addColumn('hidden_in_group', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`create index posts_group on posts (group_id, created_at desc, id desc)
    where group_id is not null and deleted_at is null`.execute(db);
  // How a group's owner or moderators dealt with a report on a post in the group.
  await db.schema
    .alterTable('post_reports')
    .addColumn('group_state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`group_state in ('open', 'kept', 'hidden')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('post_reports').dropColumn('group_state').execute();
  await sql`drop index if exists posts_group`.execute(db);
  await db.schema.alterTable('posts').dropColumn('hidden_in_group').execute();
  await db.schema.alterTable('posts').dropColumn('group_id').execute();
  await db.schema.dropTable('group_rules').execute();
  await db.schema.dropTable('group_members').execute();
  await db.schema.dropTable('groups').execute();
}
