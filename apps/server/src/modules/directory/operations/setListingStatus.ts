import { assertBoardOwner, boardItemFor, setBoardStatus } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { viewerOf } from '../policy';
import { presentListing } from '../present';

export const setListingStatus = operation(
  'setListingStatus',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const viewer = viewerOf(caller);
    const row = await boardItemFor(ctx.db, viewer, 'listing', params.id.toLowerCase());
    assertBoardOwner(viewer, row);
    await setBoardStatus(ctx.db, row.id, body.status);
    return presentListing(ctx.db, viewer, row.id);
  },
);
