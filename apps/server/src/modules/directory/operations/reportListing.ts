import { boardItemFor, reportItem } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { viewerOf } from '../policy';

/** One report per person per listing: reporting again replaces the reason (board rule). */
export const reportListing = operation(
  'reportListing',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const row = await boardItemFor(ctx.db, viewerOf(caller), 'listing', params.id.toLowerCase());
    await reportItem(ctx.db, caller.user.id, row.id, { type: body.type, text: body.text ?? null });
    return { ok: true as const };
  },
  { rateLimit: ['posting'] },
);
