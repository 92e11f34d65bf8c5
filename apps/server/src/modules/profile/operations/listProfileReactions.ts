import { operation } from '../../../platform/http/operation';
import { visiblePersonById } from '../policy';
import { profileReactionsPage } from '../tabs';

export const listProfileReactions = operation(
  'listProfileReactions',
  'signed-in',
  async ({ params, query, caller }, ctx) =>
    profileReactionsPage(ctx, caller, await visiblePersonById(ctx, caller, params.id), query),
);
