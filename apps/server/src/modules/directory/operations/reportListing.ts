import { boardItemFor, reportItem } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { viewerOf } from '../policy';

/** One report per person per listing (a second is a 409). */
export const reportListing = operation(
  'reportListing',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const row = await boardItemFor(ctx.db, viewerOf(caller), 'listing', params.id.toLowerCase());
    await reportItem(ctx.db, caller.user.id, row, body);
    return { ok: true as const };
  },
  { rateLimit: ['posting'] },
);
