import { operation } from '../../../platform/http/operation';
import { visiblePersonById } from '../policy';
import { profilePostsPage } from '../tabs';

export const listProfilePosts = operation(
  'listProfilePosts',
  'signed-in',
  async ({ params, query, caller }, ctx) =>
    profilePostsPage(ctx, caller, await visiblePersonById(ctx, caller, params.id), query),
);
