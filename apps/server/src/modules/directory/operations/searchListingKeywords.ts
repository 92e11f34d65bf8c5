import { boardViewerOf } from '../../../platform/board/index';
import { DEFAULT_PAGE_SIZE } from '@trestle/core';
import { operation } from '../../../platform/http/operation';
import { searchKeywords } from '../repo';

export const searchListingKeywords = operation(
  'searchListingKeywords',
  'signed-in',
  async ({ query, caller }, ctx) => ({
    items: await searchKeywords(ctx.db, boardViewerOf(caller.user), query.search ?? '', {
      skip: query.skip ?? 0,
      limit: query.limit ?? DEFAULT_PAGE_SIZE,
    }),
  }),
);
