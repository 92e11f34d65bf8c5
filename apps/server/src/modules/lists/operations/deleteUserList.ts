import { operation } from '../../../platform/http/operation';
import { ownListOr404 } from '../policy';
import { deleteList } from '../repo';

export const deleteUserList = operation(
  'deleteUserList',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const list = await ownListOr404(ctx, caller.user.id, params.listId);
    await deleteList(ctx.db, list.id);
    return { ok: true as const };
  },
);
