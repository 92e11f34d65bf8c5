import { assertStaff, boardItemFor, setFlagged } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { viewerOf } from '../policy';
import { presentListing } from '../present';

export const flagModeratedListing = operation(
  'flagModeratedListing',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const viewer = viewerOf(caller);
    assertStaff(viewer);
    const row = await boardItemFor(ctx.db, viewer, 'listing', params.id.toLowerCase());
    await setFlagged(ctx.db, row.id, body.flagged);
    return presentListing(ctx.db, viewer, row.id);
  },
);
