// Projects read for the caller: loaded through the board layer and presented; a list found by a
// keyword shows the matching passages of the documents, and a single project also carries the
// caller's own bid.
import type { Caller } from '../../platform/auth/request-auth';
import { boardViewerOf, loadBoardItems, type BoardViewer } from '../../platform/board/index';
import type { AppContext } from '../../platform/context';
import { presentBid, presentProject } from './present';
import { findBid } from './repo';

export async function presentProjects(
  ctx: AppContext,
  viewer: BoardViewer,
  ids: readonly string[],
  options: { keyword?: string },
) {
  const items = await loadBoardItems(ctx.db, viewer, ids, options);
  return items.map((item) => presentProject(item, options));
}

/** One project as the caller sees it now, with their own bid (null when they have none). */
export async function readProject(ctx: AppContext, caller: Caller, id: string) {
  const [item] = await loadBoardItems(ctx.db, boardViewerOf(caller.user), [id]);
  if (!item) throw new Error(`project ${id} vanished while being read`);
  const bid = await findBid(ctx.db, id, caller.user.id);
  return presentProject(item, { myBid: bid ? presentBid(bid, caller.user, item.row) : null });
}
