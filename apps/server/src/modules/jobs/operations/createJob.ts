import { countOwn } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { assertJobQuota } from '../policy';
import { readJob } from '../read';
import { insertJob } from '../save';

/** Publishes a job, within the membership's quota of jobs. */
export const createJob = operation(
  'createJob',
  'signed-in',
  async ({ body, caller }, ctx) => {
    assertJobQuota(caller, await countOwn(ctx.db, caller.user.id, 'job'));
    return readJob(ctx, caller, await insertJob(ctx, caller, body));
  },
  { rateLimit: ['posting'], status: 201 },
);
