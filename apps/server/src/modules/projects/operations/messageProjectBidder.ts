import { operation } from '../../../platform/http/operation';
import { deliverMessage } from '../../messages/deliver';
import { chatPerson } from '../../messages/policy';
import { ownersBid } from '../decide';

/**
 * The owner writes to a bidder: the same direct message as sendDirectMessage. The bid counts as
 * the bidder having written first, so their dm setting does not refuse it; a block either way does
 * (chatPerson's 404).
 */
export const messageProjectBidder = operation(
  'messageProjectBidder',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const { bid } = await ownersBid(ctx, caller, params.id);
    const bidder = await chatPerson(ctx, caller, bid.applicant_id);
    return (await deliverMessage(ctx, caller, bidder, body)).sender.message;
  },
  { rateLimit: ['messaging'], status: 201 },
);
