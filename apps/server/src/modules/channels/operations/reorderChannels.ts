import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { NOT_YOUR_CHANNEL } from '../policy';
import { saveOrder } from '../../../platform/db/order';
import { channelOrder } from '../repo';

/** The caller's own order of the channels they own and follow. */
export const reorderChannels = operation(
  'reorderChannels',
  'signed-in',
  async ({ body, caller }, ctx) => {
    if (!(await saveOrder(ctx.db, channelOrder, caller.user.id, body.order)))
      throw notFound(NOT_YOUR_CHANNEL);
    return { ok: true as const };
  },
);
