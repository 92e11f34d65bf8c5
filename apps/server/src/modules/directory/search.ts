// The directory's list query, the same for the list and its count: core's directory rules first
// (spec §5: type all/own dropped, zipFallback dropped, empty values omitted, whatever a client
// sends), then the board's shared rules and the directory's own filters.
import { cleanDirectoryQuery } from '@trestle/core';
import type { components, operations } from '@trestle/openapi/types';
import { boardQueryFrom, type BoardQuery } from '../../platform/board/index';
import { listingFilters } from './repo';

type Query = NonNullable<operations['listListings']['parameters']['query']>;
type BusinessType = components['schemas']['BusinessType'];

export function directoryQuery(query: Query): BoardQuery {
  const clean = cleanDirectoryQuery(query) as Omit<Query, 'zipFallback'>;
  const { categoryId, businessType, sector, type, ...shared } = clean;
  return boardQueryFrom(
    'listing',
    { ...shared, type: type === 'own' ? undefined : type },
    listingFilters({
      categoryId: categoryId?.toLowerCase(),
      businessType: businessType as BusinessType | undefined,
      sector,
    }),
  );
}
