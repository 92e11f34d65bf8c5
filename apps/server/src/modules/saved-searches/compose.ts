// Checking a saved search before it is kept: a title that is not blank, and filters checked by
// core's rules for the projects screen's filters (listingFiltersSchema: trimmed words, a positive
// radius, known units), kept without empty values; a ZIP must be one the gazetteer knows. A
// radius and units without a ZIP measure from nowhere, so they are dropped here (spec §5), and
// the saved search never shows a distance it does not use. The "remote" label rule is applied
// when the search runs, by the board's query builder.
import { listingFiltersSchema, omitEmpty } from '@trestle/core';
import type { components } from '@trestle/openapi/types';
import { lookupZip, UNKNOWN_ZIP } from '../../platform/geo/zip';
import { badRequest } from '../../platform/http/errors';

type ProjectFilters = components['schemas']['ProjectFilters'];

export const TITLE_REQUIRED = 'Give the search a title.';

export function checkedTitle(raw: string): string {
  const title = raw.trim();
  if (!title) throw badRequest(TITLE_REQUIRED, { title: TITLE_REQUIRED });
  return title;
}

export function checkedFilters(raw: ProjectFilters): ProjectFilters {
  const result = listingFiltersSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = ['filters', ...(issue?.path ?? [])].join('.');
    const message = issue?.message ?? 'These filters are not valid.';
    throw badRequest(message, { [field]: message });
  }
  // The contract allowed only ProjectFilters' keys in; core's schema passes them through.
  const filters = omitEmpty(result.data as ProjectFilters);
  // A ZIP the search could never place is refused now, not at every run.
  for (const field of ['zip', 'searchLocationZip'] as const) {
    const zip = filters[field];
    if (zip && !lookupZip(zip))
      throw badRequest(UNKNOWN_ZIP, { [`filters.${field}`]: UNKNOWN_ZIP });
  }
  if (!filters.zip && !filters.searchLocationZip) {
    delete filters.radius;
    delete filters.units;
  }
  return filters;
}
