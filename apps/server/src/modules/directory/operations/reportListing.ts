import { boardReport } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { listings } from '../kind';

/** One report per person per listing (a second is a 409). */
export const reportListing = operation('reportListing', 'signed-in', boardReport(listings), {
  rateLimit: ['posting'],
});
