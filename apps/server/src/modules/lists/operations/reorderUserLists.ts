import { badRequest } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { saveOrder } from '../../../platform/db/order';
import { listOrder } from '../repo';

export const ORDER_MUST_HOLD_EVERY_LIST = 'The order must hold every one of your lists, once.';

export const reorderUserLists = operation(
  'reorderUserLists',
  'signed-in',
  async ({ body, caller }, ctx) => {
    if (!(await saveOrder(ctx.db, listOrder, caller.user.id, body.order))) {
      throw badRequest(ORDER_MUST_HOLD_EVERY_LIST, { order: ORDER_MUST_HOLD_EVERY_LIST });
    }
    return { ok: true as const };
  },
);
