// Directory listings on the board: what the shared board operations need to know about them
// (platform/board/kind.ts). Quote requests, categories and suggestions are the area's own.
import { DIRECTORY_PAGE_SIZE } from '@trestle/core';
import type { components } from '@trestle/openapi/types';
import type { BoardKindSpec } from '../../platform/board/index';
import type { QueryParams } from '../../platform/http/operation';
import { assertMayList } from './policy';
import { presentListings } from './present';
import { editListing, insertListing } from './save';
import { directoryQuery } from './search';

export interface ListingKind {
  item: components['schemas']['Listing'];
  create: components['schemas']['ListingCreate'];
  update: components['schemas']['ListingUpdate'];
  filters: QueryParams<'countListings'>;
}

export const listings: BoardKindSpec<ListingKind> = {
  kind: 'listing',
  quota: 'listings',
  pageSize: DIRECTORY_PAGE_SIZE,
  assertMayPublish: assertMayList,
  insert: insertListing,
  update: editListing,
  search: directoryQuery,
  present: (ctx, viewer, ids) => presentListings(ctx.db, viewer, ids),
};
