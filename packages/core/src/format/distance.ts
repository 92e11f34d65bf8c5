// Distances come from the server in miles; the person's setting says miles ("ml") or kilometres.

const KM_PER_MILE = 1.609344;

export type DistanceUnits = 'ml' | 'km';

/** "12 mi" / "19 km" from miles, one decimal below 10; "—" when unknown. */
export function formatDistance(miles: number | null, units: DistanceUnits = 'ml'): string {
  if (miles === null) return '—';
  const value = units === 'km' ? miles * KM_PER_MILE : miles;
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units === 'km' ? 'km' : 'mi'}`;
}
