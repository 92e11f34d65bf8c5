// Whether a board item is opened or closed as people see it: its stored status, except that a
// project whose bid deadline has passed reads as closed (no job closes it: the deadline is a
// read-time rule). Declared once with its SQL form for the status filters and counters, and its
// in-memory form for what the API answers; jobs and listings have no deadline, so for them the
// stored status is the answer.
import { sql, type SqlBool } from 'kysely';
import type { BoardItemRow, OpenStatus } from '../db/tables';

/** The status the API answers for an item at `now`. */
export function openStatusOf(
  item: Pick<BoardItemRow, 'status' | 'bids_close_at'>,
  now: Date = new Date(),
): OpenStatus {
  if (item.status !== 'opened') return item.status;
  return item.bids_close_at !== null && new Date(item.bids_close_at) <= now ? 'closed' : 'opened';
}

/** The same rule in SQL, over `board_items` (or the alias given), for a status filter. */
export function hasOpenStatus(status: OpenStatus, table = 'board_items') {
  const stored = sql.ref(`${table}.status`);
  const deadline = sql.ref(`${table}.bids_close_at`);
  const opened = sql<SqlBool>`(${stored} = 'opened' and (${deadline} is null or ${deadline} > now()))`;
  return status === 'opened' ? opened : sql<SqlBool>`not ${opened}`;
}
