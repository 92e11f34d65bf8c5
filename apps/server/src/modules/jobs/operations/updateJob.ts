import { assertBoardOwner } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobFor, readJob, viewerOf } from '../read';
import { updateJobRow } from '../save';

/** The owner edits their job (staff use updateModeratedJob). */
export const updateJob = operation(
  'updateJob',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const job = await jobFor(ctx, caller, params.id);
    assertBoardOwner(viewerOf(caller), job);
    await updateJobRow(ctx, job, body);
    return readJob(ctx, caller, job.id);
  },
);
