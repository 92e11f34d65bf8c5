import { operation } from '../../../platform/http/operation';
import { presentGroups } from '../present';
import { listOwnGroupRows } from '../repo';

/** The caller's groups in their own order (POST /user/groups/order), then newest joined. */
export const listOwnGroups = operation(
  'listOwnGroups',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const rows = await listOwnGroupRows(ctx.db, caller.user.id, {
      role: query.type,
      text: query.text,
      skip: query.skip ?? 0,
      limit: query.limit ?? 10,
    });
    return { items: await presentGroups(ctx.db, caller.user.id, rows) };
  },
);
