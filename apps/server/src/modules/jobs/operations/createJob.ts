import { boardCreate } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobs } from '../kind';

/** Publishes a job, within the membership's quota of jobs. */
export const createJob = operation('createJob', 'signed-in', boardCreate(jobs), {
  rateLimit: ['posting'],
  status: 201,
});
