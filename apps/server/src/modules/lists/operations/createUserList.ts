import { MAX_USER_LISTS, USER_LIST_MESSAGES } from '@trestle/core';
import { conflict } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { checkedTitle } from '../compose';
import { ownListOr404 } from '../policy';
import { presentUserList } from '../present';
import { countOwnLists, insertList, titleTaken } from '../repo';

export const createUserList = operation(
  'createUserList',
  'signed-in',
  async ({ body, caller }, ctx) => {
    const title = checkedTitle(body.title);
    const me = caller.user.id;
    if ((await countOwnLists(ctx.db, me)) >= MAX_USER_LISTS) {
      throw conflict(USER_LIST_MESSAGES.tooManyLists);
    }
    const taken = { title: USER_LIST_MESSAGES.titleTaken };
    if (await titleTaken(ctx.db, me, title)) throw conflict(USER_LIST_MESSAGES.titleTaken, taken);
    // Two lists created at once with one title: the unique index decides.
    const id = await insertList(ctx.db, me, title);
    if (!id) throw conflict(USER_LIST_MESSAGES.titleTaken, taken);
    return presentUserList(await ownListOr404(ctx, me, id));
  },
  { rateLimit: ['posting'], status: 201 },
);
