import { conflict } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { insertReport } from '../repo/conversation';
import { assertMayReport, checkedReport, visiblePost } from '../policy';

export const ALREADY_REPORTED = 'You have already reported this post.';

export const reportPost = operation(
  'reportPost',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const report = checkedReport(body);
    const { row } = await visiblePost(ctx, caller, params.id);
    assertMayReport(caller, row);
    const created = await insertReport(ctx.db, {
      postId: row.id,
      reporterId: caller.user.id,
      type: report.type,
      text: report.text,
    });
    if (!created) throw conflict(ALREADY_REPORTED);
    return { ok: true as const };
  },
  { rateLimit: ['posting'] },
);
