import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { saveOrder } from '../../../platform/db/order';
import { groupOrder } from '../repo';

export const NOT_YOUR_GROUP = 'One of these groups is not one of yours.';

export const reorderGroups = operation(
  'reorderGroups',
  'signed-in',
  async ({ body, caller }, ctx) => {
    if (!(await saveOrder(ctx.db, groupOrder, caller.user.id, body.order)))
      throw notFound(NOT_YOUR_GROUP);
    return { ok: true as const };
  },
);
