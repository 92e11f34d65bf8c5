// The owner's decisions on the bids of their project: shortlist, award, decline, or write to the
// bidder. Every one starts from the bid's id and checks the same way: a bid on a project the
// caller may not see is not found (404), a project that is not theirs is 403.
import type { Caller } from '../../platform/auth/request-auth';
import {
  applicantsOf,
  assertBoardOwner,
  boardItemFor,
  boardViewerOf,
} from '../../platform/board/index';
import type { AppContext } from '../../platform/context';
import type { BoardApplicationRow, BoardItemRow } from '../../platform/db/tables';
import { notFound } from '../../platform/http/errors';
import { presentBid } from './present';
import { findProjectBid } from './repo';

export const BID_NOT_FOUND = 'This bid does not exist or is not available.';

/** The bid and its project, for the project's owner only. */
export async function ownersBid(
  ctx: AppContext,
  caller: Caller,
  bidId: string,
): Promise<{ bid: BoardApplicationRow; project: BoardItemRow }> {
  const bid = await findProjectBid(ctx.db, bidId);
  if (!bid) throw notFound(BID_NOT_FOUND);
  const viewer = boardViewerOf(caller.user);
  const project = await boardItemFor(ctx.db, viewer, 'project', bid.item_id).catch(() => {
    throw notFound(BID_NOT_FOUND);
  });
  assertBoardOwner(viewer, project);
  return { bid, project };
}

/** The bid as the owner sees it in the comparison. */
export async function presentOwnersBid(
  ctx: AppContext,
  bid: BoardApplicationRow,
  project: BoardItemRow,
) {
  const bidder = (await applicantsOf(ctx.db, [bid])).get(bid.applicant_id);
  if (!bidder) throw notFound(BID_NOT_FOUND);
  return presentBid(bid, bidder, project);
}
