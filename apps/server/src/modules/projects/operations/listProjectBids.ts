import { PROJECTS_PAGE_SIZE } from '@trestle/core';
import {
  applicantsOf,
  assertBoardOwner,
  boardItemFor,
  boardViewerOf,
} from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { presentBid } from '../present';
import { listBids } from '../repo';

/** The owner's comparison of the bids on their project: lowest amount first, then oldest. */
export const listProjectBids = operation(
  'listProjectBids',
  'signed-in',
  async ({ params, query, caller }, ctx) => {
    const viewer = boardViewerOf(caller.user);
    const project = await boardItemFor(ctx.db, viewer, 'project', params.id);
    assertBoardOwner(viewer, project);
    const bids = await listBids(ctx.db, project.id, {
      skip: query.skip ?? 0,
      limit: query.limit ?? PROJECTS_PAGE_SIZE,
    });
    const bidders = await applicantsOf(ctx.db, bids);
    return {
      items: bids.flatMap((bid) => {
        const bidder = bidders.get(bid.applicant_id);
        return bidder ? [presentBid(bid, bidder, project)] : [];
      }),
    };
  },
);
