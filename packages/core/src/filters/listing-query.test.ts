import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { DEFAULT_SEARCH_RADIUS, DEFAULT_UNITS } from '../constants';
import { buildListingQuery } from './listing-query';

describe('buildListingQuery', () => {
  it('drops radius and units when no zip is given', () => {
    expect(buildListingQuery({ radius: 25, units: 'km', searchKeyword: 'roof' })).toEqual({
      searchKeyword: 'roof',
    });
  });

  it.each([[{ zip: '' }], [{ zip: '   ' }], [{ zip: null }], [{ searchLocationZip: '' }]])(
    'treats %j as no zip',
    (zipFields) => {
      expect(buildListingQuery({ ...zipFields, radius: 10, units: 'ml' })).toEqual({});
    },
  );

  it('keeps radius and units with a zip', () => {
    expect(buildListingQuery({ zip: '78701', radius: 25, units: 'km' })).toEqual({
      zip: '78701',
      radius: 25,
      units: 'km',
    });
  });

  it('defaults units to ml and radius to the very large default with a zip', () => {
    expect(buildListingQuery({ zip: '78701' })).toEqual({
      zip: '78701',
      radius: DEFAULT_SEARCH_RADIUS,
      units: DEFAULT_UNITS,
    });
    expect(DEFAULT_UNITS).toBe('ml');
    expect(DEFAULT_SEARCH_RADIUS).toBeGreaterThan(24_901);
  });

  it('counts the search location zip as a zip', () => {
    expect(buildListingQuery({ searchLocationZip: '10001', radius: '50' })).toEqual({
      searchLocationZip: '10001',
      radius: 50,
      units: 'ml',
    });
  });

  it.each([
    [['remote'], { remote: true }],
    [['onsite'], { remote: false }],
    [['hybrid'], {}],
    [['remote', 'onsite'], {}],
    [['remote', 'hybrid'], {}],
    [[], {}],
  ] as const)('turns the workplace choice %j into %j', (workplaces, expected) => {
    expect(buildListingQuery({ workplaces: [...workplaces] })).toEqual(expected);
  });

  it.each(['Remote', 'remote, anywhere', 'REMOTE'])(
    'makes the search remote-only when the location label is %j',
    (label) => {
      expect(buildListingQuery({ searchLocationLabel: label, workplaces: ['onsite'] })).toEqual({
        remote: true,
      });
    },
  );

  it('keeps a location label that is a place', () => {
    expect(buildListingQuery({ searchLocationLabel: 'Remoteville, TX' })).toEqual({
      searchLocationLabel: 'Remoteville, TX',
    });
  });

  it('omits empty and null filters and passes other filters through', () => {
    expect(
      buildListingQuery({
        searchKeyword: '  ',
        searchLocationLabel: null,
        sort: 'bid_desc',
        categories: ['energy'],
        ownerId: null,
        tags: [],
      }),
    ).toEqual({ sort: 'bid_desc', categories: ['energy'] });
  });

  it('trims text filters', () => {
    expect(buildListingQuery({ searchKeyword: '  concrete  ' })).toEqual({
      searchKeyword: 'concrete',
    });
  });

  it.each([
    [{ zip: '1', radius: -5 }],
    [{ zip: '1', units: 'mi' }],
    [{ workplaces: ['moon'] }],
    [{ sort: 'DESC' }],
  ])('rejects invalid filters %j', (filters) => {
    expect(() => buildListingQuery(filters as never)).toThrow(ZodError);
  });
});
