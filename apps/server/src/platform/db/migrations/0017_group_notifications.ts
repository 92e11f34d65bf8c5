// Group notifications (issue 10): a join request (to the group's owner and moderators) and an
// accepted request (to the person) name their group. Deleting the group deletes them.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notifications')
    .addColumn('group_id', 'uuid', (c) => c.references('groups.id').onDelete('cascade'))
    .execute();
  await sql`create index notifications_group_id on notifications (group_id) where group_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('group_id').execute();
}
