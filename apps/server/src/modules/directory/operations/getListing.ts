import { boardItemFor } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { viewerOf } from '../policy';
import { presentListing } from '../present';

export const getListing = operation('getListing', 'signed-in', async ({ params, caller }, ctx) => {
  const viewer = viewerOf(caller);
  const row = await boardItemFor(ctx.db, viewer, 'listing', params.id.toLowerCase());
  return presentListing(ctx.db, viewer, row.id);
});
