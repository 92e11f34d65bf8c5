import { operation } from '../../../platform/http/operation';
import { countOwnSavedSearches } from '../repo';

export const countSavedSearches = operation(
  'countSavedSearches',
  'signed-in',
  async ({ caller }, ctx) => ({ count: await countOwnSavedSearches(ctx.db, caller.user.id) }),
);
