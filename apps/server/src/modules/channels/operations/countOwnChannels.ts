import { operation } from '../../../platform/http/operation';
import { countOwnChannelRows } from '../repo';

export const countOwnChannels = operation(
  'countOwnChannels',
  'signed-in',
  async ({ query, caller }, ctx) => ({
    count: await countOwnChannelRows(ctx.db, caller.user.id, query.type),
  }),
);
