import { z } from 'zod';
import { DEFAULT_SEARCH_RADIUS, DEFAULT_UNITS } from '../constants';
import type { ProjectSort } from '../enums/projects';
import { projectSortSchema } from '../enums/projects';
import type { DistanceUnit } from '../enums/search';
import { distanceUnitSchema, workplaceTypeSchema } from '../enums/search';
import { omitEmpty } from './omit-empty';
import { isRemoteLocationLabel, remoteFilter } from './remote-filter';

/** Blank strings and null read as "not given". */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());

/**
 * Filters of the projects and jobs screens, as the UI holds them. Unknown keys (categories,
 * owner ids, …) are passed through and only cleaned of empty values.
 */
export const listingFiltersSchema = z.looseObject({
  zip: optionalText,
  radius: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Radius must be a number.' })
      .positive('Radius must be positive.')
      .optional(),
  ),
  units: z.preprocess(blankToUndefined, distanceUnitSchema.optional()),
  searchKeyword: optionalText,
  searchLocationLabel: optionalText,
  searchLocationZip: optionalText,
  workplaces: z.array(workplaceTypeSchema).nullish(),
  /** The contract's ProjectSort (newest, bid_asc, bid_desc). */
  sort: z.preprocess(blankToUndefined, projectSortSchema.optional()),
});
export type ListingFilters = z.input<typeof listingFiltersSchema>;

/** The query the projects and jobs list calls receive. */
export interface ListingQuery {
  zip?: string;
  radius?: number;
  units?: DistanceUnit;
  remote?: boolean;
  searchKeyword?: string;
  searchLocationLabel?: string;
  searchLocationZip?: string;
  sort?: ProjectSort;
  [key: string]: unknown;
}

/**
 * Builds the projects/jobs list query from the screen's filters (spec section 5):
 * - radius and units are sent only with a zip (`zip` or `searchLocationZip`); with a zip they
 *   default to `DEFAULT_SEARCH_RADIUS` and `DEFAULT_UNITS`;
 * - `workplaces` becomes `remote` (see `remoteFilter`);
 * - a location label containing the word "remote" makes the search remote-only: `remote=true`,
 *   and the label itself is not sent (it names no place);
 * - empty and null values are omitted.
 * Throws a `ZodError` on invalid input (e.g. a negative radius).
 */
export function buildListingQuery(filters: ListingFilters): ListingQuery {
  const { zip, radius, units, workplaces, searchLocationLabel, ...rest } =
    listingFiltersSchema.parse(filters);

  const query: ListingQuery = { ...rest, zip, searchLocationLabel };
  const hasZip = zip !== undefined || rest.searchLocationZip !== undefined;
  if (hasZip) {
    query.radius = radius ?? DEFAULT_SEARCH_RADIUS;
    query.units = units ?? DEFAULT_UNITS;
  }

  query.remote = remoteFilter(workplaces);
  if (isRemoteLocationLabel(searchLocationLabel)) {
    query.remote = true;
    delete query.searchLocationLabel;
  }
  return omitEmpty(query) as ListingQuery;
}
