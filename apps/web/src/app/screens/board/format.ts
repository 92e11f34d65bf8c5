// How the boards write places (money, distances and hours are core's formatters).
import type { components } from '@trestle/sdk';

export type Location = components['schemas']['Location'];

/** The place as the person gave it, or "Remote" / nothing. */
export function placeOf(location: Location | null, remote: boolean): string {
  const label = location?.label ?? '';
  if (remote && !/\bremote\b/i.test(label)) return label ? `${label} · Remote` : 'Remote';
  return label;
}

/** Coordinates when the place has them. */
export function coordinatesOf(location: Location | null): { lat: number; lng: number } | null {
  return location && typeof location.lat === 'number' && typeof location.lng === 'number'
    ? { lat: location.lat, lng: location.lng }
    : null;
}
