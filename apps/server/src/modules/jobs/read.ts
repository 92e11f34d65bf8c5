// Jobs read for the caller: ids from the board search (or one id), loaded through the board
// layer and presented.
import type { Caller } from '../../platform/auth/request-auth';
import {
  boardItemFor,
  boardViewerOf,
  loadBoardItems,
  type BoardViewer,
} from '../../platform/board/index';
import type { AppContext } from '../../platform/context';
import type { BoardItemRow } from '../../platform/db/tables';
import { presentJob } from './present';

export const viewerOf = (caller: Caller): BoardViewer => boardViewerOf(caller.user);

/** The job if the caller may see it (404 otherwise, also for another kind's id). */
export const jobFor = (ctx: AppContext, caller: Caller, id: string): Promise<BoardItemRow> =>
  boardItemFor(ctx.db, viewerOf(caller), 'job', id);

export async function readJobs(ctx: AppContext, caller: Caller, ids: readonly string[]) {
  return (await loadBoardItems(ctx.db, viewerOf(caller), ids)).map(presentJob);
}

/** One job as the caller sees it now. */
export async function readJob(ctx: AppContext, caller: Caller, id: string) {
  const [job] = await readJobs(ctx, caller, [id]);
  if (!job) throw new Error(`job ${id} vanished while being read`);
  return job;
}
