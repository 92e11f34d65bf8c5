import { operation } from '../../../platform/http/operation';
import { jobFor, readJob } from '../read';

/** A job the caller may see. */
export const getJob = operation('getJob', 'signed-in', async ({ params, caller }, ctx) => {
  const job = await jobFor(ctx, caller, params.id);
  return readJob(ctx, caller, job.id);
});
