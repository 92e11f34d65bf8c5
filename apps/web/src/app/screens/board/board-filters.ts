// The filters of the projects and jobs screens as the screen holds them (text as typed, the
// workplace choices), kept in the address so a search can be reloaded, shared and saved, and
// turned into the list calls' query by core's buildListingQuery (spec section 5).
import {
  DEFAULT_PROJECT_SORT,
  DISTANCE_UNITS,
  EMPLOYMENT_TYPES,
  PROJECT_CATEGORIES,
  PROJECT_SORTS,
  WORKPLACE_TYPES,
  buildListingQuery,
  listingFiltersSchema,
  type DistanceUnit,
  type EmploymentType,
  type ListingQuery,
  type ProjectCategory,
  type ProjectSort,
  type WorkplaceType,
} from '@trestle/core';
import type { components } from '@trestle/sdk';
import type { FiltersCodec } from './board-descriptor';

export type ProjectFilters = components['schemas']['ProjectFilters'];

export interface BoardFilters {
  zip: string;
  radius: string;
  units: DistanceUnit;
  searchKeyword: string;
  searchLocationLabel: string;
  /** Remote, on-site, hybrid: any number chosen (core's remote rule reads them). */
  workplaces: WorkplaceType[];
  category: ProjectCategory | '';
  /** Projects only. */
  sort: ProjectSort;
  /** Jobs only. */
  employmentType: EmploymentType | '';
}

export const EMPTY_FILTERS: BoardFilters = {
  zip: '',
  radius: '',
  units: 'ml',
  searchKeyword: '',
  searchLocationLabel: '',
  workplaces: [],
  category: '',
  sort: DEFAULT_PROJECT_SORT,
  employmentType: '',
};

export type FilterErrors = Partial<Record<keyof BoardFilters, string>>;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** What the person typed that the search cannot take, by field (a radius that is no number…). */
export function checkFilters(filters: BoardFilters): FilterErrors {
  const parsed = listingFiltersSchema.safeParse(filters);
  const errors: FilterErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]) as keyof BoardFilters;
      errors[key] ??= issue.message;
    }
  }
  if (filters.radius.trim() && !filters.zip.trim()) {
    errors.radius ??= 'Give a ZIP code to search within a radius.';
  }
  return errors;
}

/**
 * The list calls' query: core's rules (radius and units only with a zip, the remote rule, the
 * remote label, empty values left out), plus the category, the sort (projects) and the
 * employment type (jobs). Only call it with filters `checkFilters` found no fault in.
 */
export function boardQuery(filters: BoardFilters, kind: 'projects' | 'jobs'): ListingQuery {
  const { category, sort, employmentType, ...rest } = filters;
  return buildListingQuery({
    ...rest,
    category,
    ...(kind === 'projects' ? { sort } : { employmentType }),
  });
}

/** The filters a saved search keeps (the contract's ProjectFilters). */
export function savedFiltersOf(filters: BoardFilters): ProjectFilters {
  return boardQuery(filters, 'projects') as ProjectFilters;
}

/** A saved search's filters back on the screen. */
export function filtersFromSaved(saved: ProjectFilters): BoardFilters {
  return {
    ...EMPTY_FILTERS,
    zip: saved.zip ?? saved.searchLocationZip ?? '',
    radius: saved.zip && saved.radius !== undefined ? String(saved.radius) : '',
    units: saved.units ?? 'ml',
    searchKeyword: saved.searchKeyword ?? '',
    searchLocationLabel: saved.searchLocationLabel ?? '',
    workplaces: saved.remote === true ? ['remote'] : saved.remote === false ? ['onsite'] : [],
    category: saved.category ?? '',
    sort: saved.sort ?? DEFAULT_PROJECT_SORT,
  };
}

/** Writes the filters into address parameters (empty ones left out). */
export function filtersToParams(filters: BoardFilters, params = new URLSearchParams()) {
  const text = ['zip', 'radius', 'searchKeyword', 'searchLocationLabel'] as const;
  for (const key of text) {
    if (filters[key].trim()) params.set(key, filters[key].trim());
    else params.delete(key);
  }
  const choices = [
    ['units', filters.units, 'ml'],
    ['category', filters.category, ''],
    ['sort', filters.sort, DEFAULT_PROJECT_SORT],
    ['employmentType', filters.employmentType, ''],
  ] as const;
  for (const [key, value, fallback] of choices) {
    if (value !== fallback) params.set(key, value);
    else params.delete(key);
  }
  params.delete('workplace');
  for (const workplace of filters.workplaces) params.append('workplace', workplace);
  return params;
}

/** Reads the filters from address parameters; unknown values are dropped. */
export function filtersFromParams(params: URLSearchParams): BoardFilters {
  return {
    zip: params.get('zip') ?? '',
    radius: params.get('radius') ?? '',
    units: oneOf(DISTANCE_UNITS, params.get('units')) ?? 'ml',
    searchKeyword: params.get('searchKeyword') ?? '',
    searchLocationLabel: params.get('searchLocationLabel') ?? '',
    workplaces: WORKPLACE_TYPES.filter((w) => params.getAll('workplace').includes(w)),
    category: oneOf(PROJECT_CATEGORIES, params.get('category')) ?? '',
    sort: oneOf(PROJECT_SORTS, params.get('sort')) ?? DEFAULT_PROJECT_SORT,
    employmentType: oneOf(EMPLOYMENT_TYPES, params.get('employmentType')) ?? '',
  };
}

/** Whether any filter narrows the search (the empty state then says so). */
export function isFiltered(filters: BoardFilters): boolean {
  return filtersToParams({ ...filters, sort: DEFAULT_PROJECT_SORT }).size > 0;
}

/** The projects and jobs filters in the address. */
export const BOARD_FILTERS: FiltersCodec<BoardFilters> = {
  fromParams: filtersFromParams,
  toParams: filtersToParams,
  isFiltered,
  fields: Object.keys(EMPTY_FILTERS),
};
