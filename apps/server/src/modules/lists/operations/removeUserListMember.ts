import { operation } from '../../../platform/http/operation';
import { ownListOr404 } from '../policy';
import { removeMember } from '../repo';

export const removeUserListMember = operation(
  'removeUserListMember',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const list = await ownListOr404(ctx, caller.user.id, params.listId);
    await removeMember(ctx.db, list.id, params.userId);
    return { ok: true as const };
  },
);
