import { boardItemFor, toggleFavorite } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { viewerOf } from '../policy';

export const toggleListingFavorite = operation(
  'toggleListingFavorite',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const row = await boardItemFor(ctx.db, viewerOf(caller), 'listing', params.id.toLowerCase());
    return { favorite: await toggleFavorite(ctx.db, caller.user.id, row.id) };
  },
);
