import { assertStaff, setModeration } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobFor, readJob, viewerOf } from '../read';

/** Staff approve a job or send it back to review (out of the public lists). */
export const moderateJob = operation(
  'moderateJob',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    assertStaff(viewerOf(caller));
    const job = await jobFor(ctx, caller, params.id);
    await setModeration(ctx.db, job.id, body.moderate);
    return readJob(ctx, caller, job.id);
  },
);
