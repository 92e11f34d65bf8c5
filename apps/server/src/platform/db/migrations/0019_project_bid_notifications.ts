// Project bid notifications (issue 11): an entry names the board item (project) bid on. Deleting
// the project deletes them.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notifications')
    .addColumn('board_item_id', 'uuid', (c) => c.references('board_items.id').onDelete('cascade'))
    .execute();
  await sql`create index notifications_board_item on notifications (board_item_id) where board_item_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('board_item_id').execute();
}
