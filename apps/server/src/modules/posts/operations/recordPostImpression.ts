import { operation } from '../../../platform/http/operation';
import { recordImpression } from '../repo/conversation';
import { visiblePost } from '../policy';

export const recordPostImpression = operation(
  'recordPostImpression',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const { row } = await visiblePost(ctx, caller, params.id);
    // Once per person and day, whatever the impression type; the author's own views do not count.
    if (row.author_id !== caller.user.id) await recordImpression(ctx.db, row.id, caller.user.id);
    return { ok: true as const };
  },
);
