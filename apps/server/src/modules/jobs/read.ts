// Jobs read for the caller: loaded through the board layer and presented.
import { loadBoardItems, type BoardViewer } from '../../platform/board/index';
import type { AppContext } from '../../platform/context';
import { presentJob } from './present';

export async function presentJobs(ctx: AppContext, viewer: BoardViewer, ids: readonly string[]) {
  return (await loadBoardItems(ctx.db, viewer, ids)).map(presentJob);
}
