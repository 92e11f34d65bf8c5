import { badRequest, conflict } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { ownersBid, presentOwnersBid } from '../decide';
import { PROJECT_MESSAGES } from '../policy';
import { setBidDecision } from '../repo';

/** The owner declines a bid with a message; the bidder is told (a bid_decision notification). */
export const declineProjectBid = operation(
  'declineProjectBid',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const { bid, project } = await ownersBid(ctx, caller, params.id);
    if (bid.decision === 'awarded') throw conflict(PROJECT_MESSAGES.awardedBid);
    const message = body.message.trim();
    if (message === '') {
      throw badRequest(PROJECT_MESSAGES.declineMessage, {
        message: PROJECT_MESSAGES.declineMessage,
      });
    }
    const saved = await setBidDecision(ctx.db, bid.id, 'declined', message);
    await ctx.jobs.send('notifications.create', {
      kind: 'bid-decision',
      projectId: project.id,
      bidId: bid.id,
      decision: 'declined',
    });
    return presentOwnersBid(ctx, saved, project);
  },
);
