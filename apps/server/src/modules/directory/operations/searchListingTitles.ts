import { DEFAULT_PAGE_SIZE } from '@trestle/core';
import { operation } from '../../../platform/http/operation';
import { viewerOf } from '../policy';
import { searchTitles } from '../repo';

export const searchListingTitles = operation(
  'searchListingTitles',
  'signed-in',
  async ({ query, caller }, ctx) => ({
    items: await searchTitles(ctx.db, viewerOf(caller), query.search ?? '', {
      skip: query.skip ?? 0,
      limit: query.limit ?? DEFAULT_PAGE_SIZE,
    }),
  }),
);
