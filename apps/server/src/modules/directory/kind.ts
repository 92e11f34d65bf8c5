// Directory listings on the board: what the shared board operations need to know about them
// (platform/board/kind.ts). Quote requests, categories and suggestions are the area's own.
import { DIRECTORY_PAGE_SIZE } from '@trestle/core';
import type { BoardKindSpec, ContractKind } from '../../platform/board/index';
import { assertMayList } from './policy';
import { presentListings } from './present';
import { editListing, insertListing } from './save';
import { directoryQuery } from './search';

export type ListingKind = ContractKind<
  'Listing',
  'ListingCreate',
  'ListingUpdate',
  'countListings'
>;

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
