import { operation } from '../../../platform/http/operation';
import { presentUserList } from '../present';
import { ownLists } from '../repo';

export const listUserLists = operation(
  'listUserLists',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const rows = await ownLists(ctx.db, caller.user.id, {
      skip: query.skip ?? 0,
      limit: query.limit ?? 10,
    });
    return { items: rows.map(presentUserList) };
  },
);
