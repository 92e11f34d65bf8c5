import { USER_LIST_MESSAGES } from '@trestle/core';
import { conflict } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { checkedTitle } from '../compose';
import { ownListOr404 } from '../policy';
import { presentUserList } from '../present';
import { renameList } from '../repo';

export const renameUserList = operation(
  'renameUserList',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const me = caller.user.id;
    const list = await ownListOr404(ctx, me, params.listId);
    const title = checkedTitle(body.title);
    if (!(await renameList(ctx.db, list.id, title))) {
      throw conflict(USER_LIST_MESSAGES.titleTaken, { title: USER_LIST_MESSAGES.titleTaken });
    }
    return presentUserList(await ownListOr404(ctx, me, list.id));
  },
);
