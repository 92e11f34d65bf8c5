import { badRequest, conflict } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { insertReport } from '../conversation-repo';
import { visiblePost } from '../policy';

export const OWN_POST = 'You cannot report your own post.';
export const ALREADY_REPORTED = 'You have already reported this post.';

export const reportPost = operation(
  'reportPost',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const { row } = await visiblePost(ctx, caller, params.id);
    if (row.author_id === caller.user.id) throw badRequest(OWN_POST);
    const created = await insertReport(ctx.db, {
      postId: row.id,
      reporterId: caller.user.id,
      type: body.type,
      text: (body.text ?? '').trim(),
    });
    if (!created) throw conflict(ALREADY_REPORTED);
    return { ok: true as const };
  },
  { rateLimit: ['posting'] },
);
