// The acts every board area offers in the same way: favorite, report, moderation and flags, and
// the owner's counters. Areas call these from their own operations after the policy checks.
import type { Db } from '../db/database';
import type { BoardItemRow, BoardKind, ModerationState, OpenStatus } from '../db/tables';
import { conflict } from '../http/errors';
import { hasOpenStatus } from './open-status';

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

const ALREADY_REPORTED: Record<BoardKind, string> = {
  project: 'You have already reported this project.',
  job: 'You have already reported this job.',
  listing: 'You have already reported this listing.',
};

/**
 * One report per person per item: a second is a 409, as the contract says and as posts do (staff
 * read one report per person; repeating it would only add noise).
 */
export async function reportItem(
  db: Db,
  reporterId: string,
  item: Pick<BoardItemRow, 'id' | 'kind'>,
  report: { type: string; text?: string | null },
): Promise<void> {
  const result = await db
    .insertInto('board_reports')
    .values({
      item_id: item.id,
      reporter_id: reporterId,
      type: report.type,
      text: report.text?.trim() || null,
    })
    .onConflict((oc) => oc.columns(['item_id', 'reporter_id']).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) {
    throw conflict(ALREADY_REPORTED[item.kind]);
  }
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
  if (status) query = query.where(hasOpenStatus(status));
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}
