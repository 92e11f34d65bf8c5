import { interactionTarget } from '../policy';
import { operation } from '../../../platform/http/operation';
import { addBookmark as storeBookmark } from '../repo/engagement';

export const addBookmark = operation(
  'addBookmark',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const { row } = await interactionTarget(ctx, caller, params.id);
    await storeBookmark(ctx.db, caller.user.id, row.id);
    return { ok: true as const };
  },
);
