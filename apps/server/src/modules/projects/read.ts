// Projects read for the caller: ids from the board search (or one id), loaded through the board
// layer and presented; a single project also carries the caller's own bid.
import type { Caller } from '../../platform/auth/request-auth';
import {
  boardItemFor,
  boardViewerOf,
  loadBoardItems,
  type BoardViewer,
} from '../../platform/board/index';
import type { AppContext } from '../../platform/context';
import type { BoardItemRow } from '../../platform/db/tables';
import { presentBid, presentProject } from './present';
import { findBid } from './repo';

export const viewerOf = (caller: Caller): BoardViewer => boardViewerOf(caller.user);

/** The project if the caller may see it (404 otherwise). */
export const projectFor = (ctx: AppContext, caller: Caller, id: string): Promise<BoardItemRow> =>
  boardItemFor(ctx.db, viewerOf(caller), 'project', id);

export async function readProjects(
  ctx: AppContext,
  caller: Caller,
  ids: readonly string[],
  keyword?: string,
) {
  const items = await loadBoardItems(ctx.db, viewerOf(caller), ids, keyword ? { keyword } : {});
  return items.map((item) => presentProject(item, keyword ? { keyword } : {}));
}

/** One project as the caller sees it now, with their own bid (null when they have none). */
export async function readProject(ctx: AppContext, caller: Caller, id: string) {
  const [item] = await loadBoardItems(ctx.db, viewerOf(caller), [id]);
  if (!item) throw new Error(`project ${id} vanished while being read`);
  const bid = await findBid(ctx.db, id, caller.user.id);
  return presentProject(item, { myBid: bid ? presentBid(bid, caller.user, item.row) : null });
}
