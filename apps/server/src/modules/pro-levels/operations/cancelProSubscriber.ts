import { operation } from '../../../platform/http/operation';
import { endByOwner } from '../subscribe';
import { managedSubscription } from '../policy';

/** The level's owner ends a subscription at once; nothing more is charged. */
export const cancelProSubscriber = operation(
  'cancelProSubscriber',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const row = await managedSubscription(ctx.db, caller.user.id, params.id);
    await endByOwner(ctx, row, 'inactive');
    return { ok: true as const };
  },
);
