import { boardReport } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobs } from '../kind';

/** One report per person per job (a second is a 409). */
export const reportJob = operation('reportJob', 'signed-in', boardReport(jobs), {
  rateLimit: ['posting'],
});
