import { operation } from '../../../platform/http/operation';
import { visiblePersonById } from '../policy';
import { profileShortsPage } from '../tabs';

export const listProfileShorts = operation(
  'listProfileShorts',
  'signed-in',
  async ({ params, query, caller }, ctx) =>
    profileShortsPage(ctx, caller, await visiblePersonById(ctx, caller, params.id), query),
);
