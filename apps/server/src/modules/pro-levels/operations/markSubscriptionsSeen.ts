import { operation } from '../../../platform/http/operation';
import { dotsOf, markSeen } from '../repo';

/** The caller opened a tab: its new subscriptions count as looked at (the dot goes to 0). */
export const markSubscriptionsSeen = operation(
  'markSubscriptionsSeen',
  'signed-in',
  async ({ body, caller }, ctx) => {
    await markSeen(ctx.db, caller.user.id, body.tab === 'pro' ? 'owner' : 'subscriber');
    return dotsOf(ctx.db, caller.user.id);
  },
);
