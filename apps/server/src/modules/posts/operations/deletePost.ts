import { operation } from '../../../platform/http/operation';
import { assertMayDelete, visiblePost } from '../policy';
import { markDeleted } from '../repo/posts';

export const deletePost = operation('deletePost', 'signed-in', async ({ params, caller }, ctx) => {
  const { row } = await visiblePost(ctx, caller, params.id);
  await assertMayDelete(ctx, caller, row);
  await markDeleted(ctx.db, row);
  return { ok: true as const };
});
