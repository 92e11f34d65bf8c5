import { readPost } from '../../../platform/feed/index';
import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { POST_NOT_FOUND } from '../policy';

export const getPublicPost = operation('getPublicPost', 'public', async ({ params }, ctx) => {
  // Read as a visitor whoever asks: an embed shows the same to everyone.
  const post = await readPost(ctx.db, null, params.id, 'public');
  if (!post) throw notFound(POST_NOT_FOUND);
  return post;
});
