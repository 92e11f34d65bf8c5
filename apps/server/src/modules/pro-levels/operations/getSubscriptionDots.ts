import { operation } from '../../../platform/http/operation';
import { dotsOf } from '../repo';

/** New subscriptions not looked at yet: as a subscriber (normal) and as a level owner (pro). */
export const getSubscriptionDots = operation(
  'getSubscriptionDots',
  'signed-in',
  async ({ caller }, ctx) => dotsOf(ctx.db, caller.user.id),
);
