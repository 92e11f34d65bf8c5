import { operation } from '../../../platform/http/operation';
import { activateByOwner } from '../subscribe';
import { managedSubscription } from '../policy';
import { presentSubscription } from '../present';

/** The level's owner activates a pending or inactive subscription, or lifts a ban. */
export const activateProSubscriber = operation(
  'activateProSubscriber',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const row = await managedSubscription(ctx.db, caller.user.id, params.id);
    return presentSubscription(ctx.db, caller.user.id, await activateByOwner(ctx, row));
  },
);
