// Bids that lead somewhere (issue 24): a project's bid deadline (bidding closes by itself, a
// read-time rule: see docs/decisions.md "Projects and bids (issue 24)"), the bid it was awarded
// to, and the owner's decision on each bid (shortlisted, awarded, declined with a message).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('board_items').addColumn('bids_close_at', 'timestamptz').execute();
  await db.schema
    .alterTable('board_items')
    .addColumn('awarded_application_id', 'uuid', (c) =>
      c.references('board_applications.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .alterTable('board_applications')
    .addColumn('decision', 'text', (c) =>
      c.check(sql`decision in ('shortlisted', 'awarded', 'declined')`),
    )
    .execute();
  await db.schema.alterTable('board_applications').addColumn('decision_message', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('board_applications').dropColumn('decision_message').execute();
  await db.schema.alterTable('board_applications').dropColumn('decision').execute();
  await db.schema.alterTable('board_items').dropColumn('awarded_application_id').execute();
  await db.schema.alterTable('board_items').dropColumn('bids_close_at').execute();
}
