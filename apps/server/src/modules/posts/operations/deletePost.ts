import { operation } from '../../../platform/http/operation';
import { assertAuthor, visiblePost } from '../policy';
import { markDeleted } from '../repo/posts';

export const deletePost = operation('deletePost', 'signed-in', async ({ params, caller }, ctx) => {
  const { row } = await visiblePost(ctx, caller, params.id);
  assertAuthor(caller, row);
  await markDeleted(ctx.db, row);
  return { ok: true as const };
});
