// Distances on the Earth's surface. The same great-circle formula is written in SQL by the board
// search (platform/board/search.ts); this one serves presenters (a bidder's distance) and tests.
import type { DistanceUnit } from '@trestle/core';

const EARTH_RADIUS_MILES = 3958.8;
export const KM_PER_MILE = 1.609344;

export const toMiles = (distance: number, units: DistanceUnit = 'ml'): number =>
  units === 'km' ? distance / KM_PER_MILE : distance;

export interface Point {
  lat: number;
  lng: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in miles. */
export function milesBetween(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A latitude/longitude box that holds every point within `miles` of `center`: the search narrows
 * by it on plain indexed columns before the exact distance is computed.
 */
export function boundingBox(center: Point, miles: number) {
  const latDelta = miles / 69.0;
  const cosLat = Math.cos(radians(center.lat));
  // Near the poles (or for huge radii) the longitude span covers the whole circle.
  const lngDelta = cosLat < 1e-6 ? 180 : Math.min(180, miles / (69.172 * cosLat));
  return {
    minLat: center.lat - latDelta,
    maxLat: center.lat + latDelta,
    minLng: center.lng - lngDelta,
    maxLng: center.lng + lngDelta,
  };
}

export { EARTH_RADIUS_MILES };
