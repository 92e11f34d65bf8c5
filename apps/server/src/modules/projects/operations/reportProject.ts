import { boardReport } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projects } from '../kind';

/** One report per person per project (a second is a 409). */
export const reportProject = operation('reportProject', 'signed-in', boardReport(projects), {
  rateLimit: ['posting'],
});
