// How the boards write money, places and distances.
import type { components } from '@trestle/sdk';

export type Location = components['schemas']['Location'];

/** "$12,500" (whole units, the currency's own sign where the browser knows one). */
export function formatMoney(amount: number, currency = 'USD'): string {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    return `${amount.toLocaleString('en-US')} ${currency}`;
  }
}

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

/** "12 mi" / "19 km" from miles; "—" when unknown. */
export function formatDistance(miles: number | null, units: 'ml' | 'km' = 'ml'): string {
  if (miles === null) return '—';
  const value = units === 'km' ? miles * 1.609344 : miles;
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units === 'km' ? 'km' : 'mi'}`;
}

/** "3 h", "2 d", "under 1 h". */
export function formatHours(hours: number): string {
  if (hours < 1) return 'under 1 h';
  if (hours < 48) return `${Math.round(hours)} h`;
  return `${Math.round(hours / 24)} d`;
}
