import { operation } from '../../../platform/http/operation';
import { countSubscriptions } from '../repo';

export const countOwnRssSources = operation(
  'countOwnRssSources',
  'signed-in',
  async ({ caller }, ctx) => ({ count: await countSubscriptions(ctx.db, caller.user.id) }),
);
