// The projects area's own queries: bids (board applications to projects) as the comparison list
// and the owner's decisions need them (the bid quota is counted in platform/auth/quota-usage).
// Everything else goes through platform/board.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { BidDecision, BoardApplicationRow } from '../../platform/db/tables';

/** The person's bid on the project, if any. */
export function findBid(
  db: Db,
  projectId: string,
  bidderId: string,
): Promise<BoardApplicationRow | undefined> {
  return db
    .selectFrom('board_applications')
    .selectAll()
    .where('item_id', '=', projectId)
    .where('applicant_id', '=', bidderId)
    .executeTakeFirst();
}

/** A page of a project's bids for comparing them: lowest amount first, then oldest. */
export function listBids(
  db: Db,
  projectId: string,
  page: { skip: number; limit: number },
): Promise<BoardApplicationRow[]> {
  return db
    .selectFrom('board_applications')
    .selectAll()
    .where('item_id', '=', projectId)
    .orderBy(sql`amount asc nulls last`)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
}

/** The file names of the project's documents (kept on an edit without a new check). */
export async function documentFileNames(db: Db, projectId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('board_documents')
    .select('file_name')
    .where('item_id', '=', projectId)
    .execute();
  return new Set(rows.map((row) => row.file_name));
}

/** A bid by its id (any case), if it is a bid on a project. */
export function findProjectBid(db: Db, bidId: string): Promise<BoardApplicationRow | undefined> {
  return db
    .selectFrom('board_applications as a')
    .innerJoin('board_items as i', 'i.id', 'a.item_id')
    .selectAll('a')
    .where('a.id', '=', bidId.toLowerCase())
    .where('i.kind', '=', 'project')
    .executeTakeFirst();
}

/** Sets the owner's decision on a bid (and the message of a decline); answers the bid. */
export function setBidDecision(
  db: Db,
  bidId: string,
  decision: BidDecision | null,
  message: string | null = null,
): Promise<BoardApplicationRow> {
  return db
    .updateTable('board_applications')
    .set({ decision, decision_message: message, updated_at: sql`now()` })
    .where('id', '=', bidId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Awards the project to the bid: the project is closed and names it, the bid is marked awarded.
 * Answers false when the project was awarded meanwhile (two awards racing: the first wins).
 */
export async function awardBid(db: Db, projectId: string, bidId: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const updated = await tx
      .updateTable('board_items')
      .set({ awarded_application_id: bidId, status: 'closed', updated_at: sql`now()` })
      .where('id', '=', projectId)
      .where('awarded_application_id', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await tx
      .updateTable('board_applications')
      .set({ decision: 'awarded', decision_message: null, updated_at: sql`now()` })
      .where('id', '=', bidId)
      .execute();
    return true;
  });
}
