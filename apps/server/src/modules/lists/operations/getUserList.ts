import { operation } from '../../../platform/http/operation';
import { ownListOr404 } from '../policy';
import { presentUserListDetail } from '../present';
import { memberRows } from '../repo';

export const getUserList = operation(
  'getUserList',
  'signed-in',
  async ({ params, query, caller }, ctx) => {
    const me = caller.user.id;
    const list = await ownListOr404(ctx, me, params.listId);
    const members = await memberRows(ctx.db, me, list.id, {
      skip: query.skip ?? 0,
      limit: query.limit ?? 10,
    });
    return presentUserListDetail(list, members);
  },
);
