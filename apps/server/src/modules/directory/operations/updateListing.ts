import { assertBoardOwner, boardItemFor } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { editListing } from '../edit';
import { viewerOf } from '../policy';
import { presentListing } from '../present';

export const updateListing = operation(
  'updateListing',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const viewer = viewerOf(caller);
    const row = await boardItemFor(ctx.db, viewer, 'listing', params.id.toLowerCase());
    assertBoardOwner(viewer, row);
    await editListing(ctx, row, body);
    return presentListing(ctx.db, viewer, row.id);
  },
);
