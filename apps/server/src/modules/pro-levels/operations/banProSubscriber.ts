import { operation } from '../../../platform/http/operation';
import { endByOwner } from '../subscribe';
import { managedSubscription } from '../policy';
import { presentSubscription } from '../present';

/** The level's owner bans the subscriber: access ends at once, no new subscription until lifted. */
export const banProSubscriber = operation(
  'banProSubscriber',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const row = await managedSubscription(ctx.db, caller.user.id, params.id);
    const banned = await endByOwner(ctx, row, 'banned');
    return presentSubscription(ctx.db, caller.user.id, banned);
  },
);
