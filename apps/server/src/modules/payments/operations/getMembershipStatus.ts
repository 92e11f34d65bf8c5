import { operation } from '../../../platform/http/operation';
import { membershipStatus } from '../membership';

/** What the payment poller reads every 3 seconds: pending, missing or active, and the level. */
export const getMembershipStatus = operation(
  'getMembershipStatus',
  'signed-in',
  async ({ caller }, ctx) => membershipStatus(ctx.db, caller.user),
);
