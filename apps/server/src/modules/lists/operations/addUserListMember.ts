import { MAX_LIST_MEMBERS, USER_LIST_MESSAGES } from '@trestle/core';
import { badRequest } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { assertMayAdd, ownListOr404 } from '../policy';
import { addMember, countMembers, isMember } from '../repo';

export const addUserListMember = operation(
  'addUserListMember',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const me = caller.user.id;
    const list = await ownListOr404(ctx, me, params.listId);
    await assertMayAdd(ctx, me, params.userId);
    if (await isMember(ctx.db, list.id, params.userId)) return { ok: true as const };
    if ((await countMembers(ctx.db, list.id)) >= MAX_LIST_MEMBERS) {
      throw badRequest(USER_LIST_MESSAGES.listFull);
    }
    await addMember(ctx.db, list.id, params.userId);
    return { ok: true as const };
  },
);
