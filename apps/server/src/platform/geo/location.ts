// A contract Location (what the person typed, maybe a ZIP) turned into the columns the board
// keeps. A ZIP is the place: its coordinates and state come from the gazetteer, so a search by
// radius finds the item; an unknown or malformed ZIP is refused on its field rather than saved
// as a place nobody can find.
import { findUsState } from '@trestle/core';
import type { components } from '@trestle/openapi/types';
import type { BoardItemRow } from '../db/tables';
import { badRequest } from '../http/errors';
import { lookupZip, UNKNOWN_ZIP } from './zip';

export { UNKNOWN_ZIP };

type Location = components['schemas']['Location'];

export type LocationColumns = Pick<
  BoardItemRow,
  'location_label' | 'zip' | 'lat' | 'lng' | 'state' | 'country'
>;

export const NO_LOCATION: LocationColumns = {
  location_label: null,
  zip: null,
  lat: null,
  lng: null,
  state: null,
  country: null,
};

/**
 * `field` names the input in the error (e.g. "location.zip"). Without a ZIP, coordinates the
 * client sent (a place picked on the map) are kept as given.
 */
export function resolveLocation(
  input: Location | null | undefined,
  field = 'location.zip',
): LocationColumns {
  if (!input) return NO_LOCATION;
  const label = input.label.trim();
  const zip = input.zip?.trim();
  if (zip) {
    const place = lookupZip(zip);
    if (!place) throw badRequest(UNKNOWN_ZIP, { [field]: UNKNOWN_ZIP });
    return {
      location_label: label || `${place.city}, ${place.state} ${place.zip}`,
      zip: place.zip,
      lat: place.lat,
      lng: place.lng,
      state: place.state,
      country: 'US',
    };
  }
  return {
    location_label: label,
    zip: null,
    lat: input.lat ?? null,
    lng: input.lng ?? null,
    state: input.state ?? null,
    country: input.country ?? null,
  };
}

/** The columns back as the contract's Location, or null when the item has no place. */
export function presentLocation(row: LocationColumns): Location | null {
  if (!row.location_label) return null;
  return {
    label: row.location_label,
    ...(row.zip ? { zip: row.zip } : {}),
    ...(row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : {}),
    // The gazetteer also places DC, Puerto Rico and military ZIPs, which the contract's 50 state
    // codes do not name: such a place keeps its label and coordinates, without a state.
    ...(row.state && findUsState(row.state) ? { state: row.state as Location['state'] } : {}),
    ...(row.country ? { country: row.country } : {}),
  };
}
