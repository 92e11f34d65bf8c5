import { reportItem } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projectFor } from '../read';

/** One report per person per project; reporting again replaces the reason. */
export const reportProject = operation(
  'reportProject',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const project = await projectFor(ctx, caller, params.id);
    await reportItem(ctx.db, caller.user.id, project.id, {
      type: body.type,
      text: body.text?.trim() || null,
    });
    return { ok: true as const };
  },
  { rateLimit: ['posting'] },
);
