import { findPlaces } from '../../../platform/geo/places';
import { operation } from '../../../platform/http/operation';

/** Places for location fields (projects, jobs, the directory), from the ZIP gazetteer. */
export const listLocations = operation('listLocations', 'public', async ({ query }) => {
  const skip = query.skip ?? 0;
  const limit = query.limit ?? 10;
  const places = findPlaces(query.filterBy ?? 'text', query.filterValue);
  return { items: places.slice(skip, skip + limit) };
});
