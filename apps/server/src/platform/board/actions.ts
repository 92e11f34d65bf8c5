// The acts every board area offers in the same way: favorite, report, moderation and flags, and
// the owner's counters. Areas call these from their own operations after the policy checks.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { BoardKind, ModerationState, OpenStatus } from '../db/tables';

/** Turns the caller's favorite on or off; answers the new state. */
export async function toggleFavorite(db: Db, userId: string, itemId: string): Promise<boolean> {
  const removed = await db
    .deleteFrom('board_favorites')
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) return false;
  await db
    .insertInto('board_favorites')
    .values({ user_id: userId, item_id: itemId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return true;
}

/** One report per person per item; reporting again replaces the reason. */
export async function reportItem(
  db: Db,
  reporterId: string,
  itemId: string,
  report: { type: string; text?: string | null },
): Promise<void> {
  await db
    .insertInto('board_reports')
    .values({
      item_id: itemId,
      reporter_id: reporterId,
      type: report.type,
      text: report.text ?? null,
    })
    .onConflict((oc) =>
      oc.columns(['item_id', 'reporter_id']).doUpdateSet({
        type: report.type,
        text: report.text ?? null,
        created_at: sql`now()`,
      }),
    )
    .execute();
}

export async function setModeration(db: Db, itemId: string, moderate: ModerationState) {
  await db.updateTable('board_items').set({ moderate }).where('id', '=', itemId).execute();
}

export async function setFlagged(db: Db, itemId: string, flagged: boolean) {
  await db.updateTable('board_items').set({ flagged }).where('id', '=', itemId).execute();
}

/** The owner's items of a kind, all or only those with a status (the own tab's counters). */
export async function countOwn(
  db: Db,
  ownerId: string,
  kind: BoardKind,
  status?: OpenStatus,
): Promise<number> {
  let query = db
    .selectFrom('board_items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind);
  if (status) query = query.where('status', '=', status);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}
