import { reportItem } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobFor } from '../read';

/** One report per person per job; reporting again replaces the reason (as for projects). */
export const reportJob = operation(
  'reportJob',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const job = await jobFor(ctx, caller, params.id);
    await reportItem(ctx.db, caller.user.id, job.id, {
      type: body.type,
      text: body.text?.trim() || null,
    });
    return { ok: true as const };
  },
  { rateLimit: ['posting'] },
);
