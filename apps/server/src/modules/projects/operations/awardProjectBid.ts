import { conflict } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { ownersBid } from '../decide';
import { assertDecidable, PROJECT_MESSAGES } from '../policy';
import { readProject } from '../read';
import { awardBid } from '../repo';

/**
 * The owner awards the project to a bid: the project closes and names the bid; the winner and
 * every other bidder are told (bid_decision notifications).
 */
export const awardProjectBid = operation(
  'awardProjectBid',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const { bid, project } = await ownersBid(ctx, caller, params.id);
    assertDecidable(project, bid);
    if (!(await awardBid(ctx.db, project.id, bid.id))) {
      throw conflict(PROJECT_MESSAGES.alreadyAwarded);
    }
    await ctx.jobs.send('notifications.create', {
      kind: 'bid-decision',
      projectId: project.id,
      bidId: bid.id,
      decision: 'awarded',
    });
    return readProject(ctx, caller, project.id);
  },
);
