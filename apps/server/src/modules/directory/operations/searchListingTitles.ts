import { boardViewerOf } from '../../../platform/board/index';
import { DEFAULT_PAGE_SIZE } from '@trestle/core';
import { operation } from '../../../platform/http/operation';
import { searchTitles } from '../repo';

export const searchListingTitles = operation(
  'searchListingTitles',
  'signed-in',
  async ({ query, caller }, ctx) => ({
    items: await searchTitles(ctx.db, boardViewerOf(caller.user), query.search ?? '', {
      skip: query.skip ?? 0,
      limit: query.limit ?? DEFAULT_PAGE_SIZE,
    }),
  }),
);
