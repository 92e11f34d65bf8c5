import { assertStaff, setFlagged } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobFor, readJob, viewerOf } from '../read';

/** Staff flag a job (it leaves every public list) or clear the flag. */
export const flagModeratedJob = operation(
  'flagModeratedJob',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    assertStaff(viewerOf(caller));
    const job = await jobFor(ctx, caller, params.id);
    await setFlagged(ctx.db, job.id, body.flagged);
    return readJob(ctx, caller, job.id);
  },
);
