import { operation } from '../../../platform/http/operation';
import { visiblePost } from '../policy';

export const getPost = operation(
  'getPost',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const { post } = await visiblePost(ctx, caller, params.id);
    return post;
  },
  { callerFromCache: true },
);
