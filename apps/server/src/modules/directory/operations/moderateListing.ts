import { assertStaff, boardItemFor, setModeration } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { viewerOf } from '../policy';
import { presentListing } from '../present';

export const moderateListing = operation(
  'moderateListing',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const viewer = viewerOf(caller);
    assertStaff(viewer);
    const row = await boardItemFor(ctx.db, viewer, 'listing', params.id.toLowerCase());
    await setModeration(ctx.db, row.id, body.moderate);
    return presentListing(ctx.db, viewer, row.id);
  },
);
