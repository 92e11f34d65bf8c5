// Who may do what to a board item, for every area: an item the caller may not see is not found;
// owners edit, close and delete their own; staff moderate.
import type { Db } from '../db/database';
import type { BoardItemRow, BoardKind } from '../db/tables';
import { forbidden, notFound } from '../http/errors';
import type { BoardViewer } from './viewer';
import { visibleTo } from './visibility';

const NOT_FOUND: Record<BoardKind, string> = {
  project: 'This project does not exist or is not available.',
  job: 'This job does not exist or is not available.',
  listing: 'This listing does not exist or is not available.',
};

export const NOT_YOURS = 'Only its owner can do this.';
export const STAFF_ONLY = 'Only moderators can do this.';

/**
 * A board item's id as stored: ids are UUIDs, written in lower case (platform/ids), and an address
 * may carry them in any case (UUIDs are case-insensitive, RFC 9562), so every kind reads them here.
 */
export const boardItemId = (id: string): string => id.toLowerCase();

/** The item, if the viewer may see it; 404 otherwise (including another kind's id). */
export async function boardItemFor(
  db: Db,
  viewer: BoardViewer,
  kind: BoardKind,
  id: string,
): Promise<BoardItemRow> {
  const row = await db
    .selectFrom('board_items')
    .selectAll()
    .where('id', '=', boardItemId(id))
    .where('kind', '=', kind)
    .where(visibleTo(viewer))
    .executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND[kind]);
  return row;
}

export function assertBoardOwner(viewer: BoardViewer, row: BoardItemRow): void {
  if (row.owner_id !== viewer.id) throw forbidden(NOT_YOURS);
}

export function assertStaff(viewer: BoardViewer): void {
  if (!viewer.staff) throw forbidden(STAFF_ONLY);
}
