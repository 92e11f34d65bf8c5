import { assertStaff } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobFor, readJob, viewerOf } from '../read';
import { updateJobRow } from '../save';

/** Staff edit any job. */
export const updateModeratedJob = operation(
  'updateModeratedJob',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    assertStaff(viewerOf(caller));
    const job = await jobFor(ctx, caller, params.id);
    await updateJobRow(ctx, job, body);
    return readJob(ctx, caller, job.id);
  },
);
