import { interactionTarget } from '../policy';
import { operation } from '../../../platform/http/operation';
import { removeBookmark as dropBookmark } from '../repo/engagement';

export const removeBookmark = operation(
  'removeBookmark',
  'signed-in',
  async ({ params, caller }, ctx) => {
    // A bookmark of a post the caller can no longer see (deleted, blocked) still goes: it is
    // theirs, and it only ever reveals that they had bookmarked it.
    if (await dropBookmark(ctx.db, caller.user.id, params.id)) return { ok: true as const };
    const { row } = await interactionTarget(ctx, caller, params.id);
    await dropBookmark(ctx.db, caller.user.id, row.id);
    return { ok: true as const };
  },
);
