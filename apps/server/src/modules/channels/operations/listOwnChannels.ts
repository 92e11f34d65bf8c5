import { operation } from '../../../platform/http/operation';
import { presentChannels } from '../present';
import { listOwnChannelRows } from '../repo';

/** The channels the caller owns and follows, in their own order, then newest first. */
export const listOwnChannels = operation(
  'listOwnChannels',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const rows = await listOwnChannelRows(ctx.db, caller.user.id, {
      role: query.type,
      text: query.text,
      skip: query.skip ?? 0,
      limit: query.limit ?? 10,
    });
    return { items: await presentChannels(ctx.db, caller.user.id, rows) };
  },
);
