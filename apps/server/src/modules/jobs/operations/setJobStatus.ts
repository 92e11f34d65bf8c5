import { assertBoardOwner, setBoardStatus } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobFor, readJob, viewerOf } from '../read';

/** The owner opens or closes their job (a closed one takes no applications). */
export const setJobStatus = operation(
  'setJobStatus',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const job = await jobFor(ctx, caller, params.id);
    assertBoardOwner(viewerOf(caller), job);
    await setBoardStatus(ctx.db, job.id, body.status);
    return readJob(ctx, caller, job.id);
  },
);
