// The one rule of who sees a board item. Everyone: approved and not flagged. Its owner: always
// (their own tab shows items in review or flagged). Staff: everything. A block between the
// viewer and the owner hides it, as it hides their posts.
import { sql, type Expression, type SqlBool } from 'kysely';
import { noBlockBetween } from '../db/relations';
import type { BoardViewer } from './viewer';

/** Approved and not flagged: what the public lists show to people who are not staff. */
export const PUBLICLY_LISTED = sql<SqlBool>`(board_items.moderate = 'approved' and not board_items.flagged)`;

/** The viewer may open the item in `board_items`. */
export function visibleTo(viewer: BoardViewer): Expression<SqlBool> {
  if (viewer.staff) return sql<SqlBool>`true`;
  return sql<SqlBool>`((${PUBLICLY_LISTED} or board_items.owner_id = ${viewer.id})
    and ${noBlockBetween(viewer.id, 'board_items.owner_id')})`;
}

/** In the public lists (all, following, favorite): staff see everything, others what is listed. */
export function listedFor(viewer: BoardViewer): Expression<SqlBool> {
  if (viewer.staff) return sql<SqlBool>`true`;
  return sql<SqlBool>`(${PUBLICLY_LISTED} and ${noBlockBetween(viewer.id, 'board_items.owner_id')})`;
}
