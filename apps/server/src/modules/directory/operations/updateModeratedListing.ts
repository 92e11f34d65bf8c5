import { assertStaff, boardItemFor } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { editListing } from '../edit';
import { viewerOf } from '../policy';
import { presentListing } from '../present';

export const updateModeratedListing = operation(
  'updateModeratedListing',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const viewer = viewerOf(caller);
    assertStaff(viewer);
    const row = await boardItemFor(ctx.db, viewer, 'listing', params.id.toLowerCase());
    await editListing(ctx, row, body);
    return presentListing(ctx.db, viewer, row.id);
  },
);
