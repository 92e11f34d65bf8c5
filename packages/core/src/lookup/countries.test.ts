import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryCodeSchema, findCountry } from './countries';

describe('countries', () => {
  it("lists the world's countries with alpha-2 codes, sorted by name", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    for (const country of COUNTRIES) expect(country.code).toMatch(/^[A-Z]{2}$/);
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it.each([
    ['US', 'United States'],
    ['de', 'Germany'],
    ['MX', 'Mexico'],
    ['JP', 'Japan'],
  ])('finds %j as %s', (code, name) => {
    expect(findCountry(code)?.name).toBe(name);
  });

  it('validates country codes', () => {
    expect(countryCodeSchema.parse('gb')).toBe('GB');
    expect(countryCodeSchema.safeParse('XX').success).toBe(false);
  });
});
