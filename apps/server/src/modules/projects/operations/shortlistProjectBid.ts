import { operation } from '../../../platform/http/operation';
import { ownersBid, presentOwnersBid } from '../decide';
import { assertDecidable } from '../policy';
import { setBidDecision } from '../repo';

/**
 * The owner shortlists a bid (or takes it off the shortlist) while the project is not awarded.
 * Putting it on the shortlist tells the bidder (a bid_decision notification); taking it off does
 * not, nor does shortlisting a bid already shortlisted.
 */
export const shortlistProjectBid = operation(
  'shortlistProjectBid',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const { bid, project } = await ownersBid(ctx, caller, params.id);
    assertDecidable(project, bid);
    const saved = await setBidDecision(ctx.db, bid.id, body.shortlisted ? 'shortlisted' : null);
    if (body.shortlisted && bid.decision !== 'shortlisted') {
      await ctx.jobs.send('notifications.create', {
        kind: 'bid-decision',
        projectId: project.id,
        bidId: bid.id,
        decision: 'shortlisted',
      });
    }
    return presentOwnersBid(ctx, saved, project);
  },
);
