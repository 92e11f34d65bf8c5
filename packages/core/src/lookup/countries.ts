import { countries } from 'countries-list';
import { z } from 'zod';

export interface Country {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  /** English name. */
  name: string;
}

/** The world's countries (ISO 3166-1, from countries-list), sorted by English name. */
export const COUNTRIES: readonly Country[] = Object.entries(countries)
  .map(([code, country]) => ({ code, name: country.name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));

/** The country with this alpha-2 code (any case), or undefined. */
export function findCountry(code: string): Country | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}

/** Validates an alpha-2 country code (upper-cased first). */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => BY_CODE.has(code), { error: 'Choose a country from the list.' });
