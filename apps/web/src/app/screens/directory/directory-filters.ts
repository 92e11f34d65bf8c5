// The directory's filters in the address (category, business type, sector, keyword, ZIP code and
// radius), so a search survives a reload and Back like the projects' and jobs'.
import {
  BUSINESS_TYPES,
  DIRECTORY_RADII,
  PROJECT_CATEGORIES,
  cleanDirectoryQuery,
} from '@trestle/core';
import type { FiltersCodec } from '../board/board-descriptor';
import type { DirectoryFilterValues } from './DirectoryFilters';

const TEXT = ['categoryId', 'searchKeyword', 'zip'] as const;
const FIELDS = ['categoryId', 'businessType', 'sector', 'searchKeyword', 'zip', 'radius'] as const;

const oneOf = <T extends string | number>(list: readonly T[], value: T | null): T | undefined =>
  value !== null && list.includes(value) ? value : undefined;

export function directoryFiltersFromParams(params: URLSearchParams): DirectoryFilterValues {
  const values: DirectoryFilterValues = {
    businessType: oneOf(BUSINESS_TYPES, params.get('businessType') as never),
    sector: oneOf(PROJECT_CATEGORIES, params.get('sector') as never),
    radius: oneOf<number>(DIRECTORY_RADII, Number(params.get('radius'))),
  };
  for (const key of TEXT) values[key] = params.get(key)?.trim() || undefined;
  // Unknown and empty values are left out.
  return cleanDirectoryQuery(values);
}

export function directoryFiltersToParams(filters: DirectoryFilterValues, params: URLSearchParams) {
  for (const key of FIELDS) {
    const value = filters[key];
    if (value === undefined || value === '') params.delete(key);
    else params.set(key, String(value));
  }
}

export const DIRECTORY_FILTERS: FiltersCodec<DirectoryFilterValues> = {
  fromParams: directoryFiltersFromParams,
  toParams: directoryFiltersToParams,
  isFiltered: (filters) => FIELDS.some((key) => filters[key] !== undefined),
  fields: FIELDS,
};
