import { describe, expect, it } from 'vitest';
import { pagesToShow } from '@trestle/ui';
import {
  EMPTY_FILTERS,
  boardQuery,
  checkFilters,
  filtersFromParams,
  filtersFromSaved,
  filtersToParams,
  savedFiltersOf,
} from './board-filters';

const filters = (over: Partial<typeof EMPTY_FILTERS>) => ({ ...EMPTY_FILTERS, ...over });

describe('the board filters as a query', () => {
  it('sends radius and units only with a ZIP code', () => {
    expect(boardQuery(filters({ radius: '25', units: 'km' }), 'projects')).toEqual({
      sort: 'newest',
    });
    expect(boardQuery(filters({ zip: '78701', radius: '25', units: 'km' }), 'projects')).toEqual({
      zip: '78701',
      radius: 25,
      units: 'km',
      sort: 'newest',
    });
  });

  it('applies the remote rule: only remote, only on-site, or no filter', () => {
    expect(boardQuery(filters({ workplaces: ['remote'] }), 'jobs')).toEqual({ remote: true });
    expect(boardQuery(filters({ workplaces: ['onsite'] }), 'jobs')).toEqual({ remote: false });
    expect(boardQuery(filters({ workplaces: ['hybrid'] }), 'jobs')).toEqual({});
    expect(boardQuery(filters({ workplaces: ['remote', 'onsite'] }), 'jobs')).toEqual({});
    expect(boardQuery(filters({ searchLocationLabel: 'Remote US' }), 'jobs')).toEqual({
      remote: true,
    });
  });

  it('sends the sort for projects and the employment type for jobs, never both', () => {
    const both = filters({ sort: 'bid_desc', employmentType: 'contract', category: 'energy' });
    expect(boardQuery(both, 'projects')).toEqual({ sort: 'bid_desc', category: 'energy' });
    expect(boardQuery(both, 'jobs')).toEqual({ employmentType: 'contract', category: 'energy' });
  });

  it('names the field at fault: a radius that is no number, or one without a ZIP code', () => {
    expect(checkFilters(filters({ zip: '78701', radius: 'far' }))).toEqual({
      radius: 'Radius must be a number.',
    });
    expect(checkFilters(filters({ radius: '10' }))).toEqual({
      radius: 'Give a ZIP code to search within a radius.',
    });
    expect(checkFilters(filters({ zip: '78701', radius: '10' }))).toEqual({});
  });
});

describe('the board filters in the address and in a saved search', () => {
  it('survive a round trip through the address, unknown values dropped', () => {
    const chosen = filters({
      zip: '78701',
      radius: '50',
      searchKeyword: 'roof',
      workplaces: ['remote', 'hybrid'],
      category: 'energy',
      sort: 'bid_asc',
    });
    const params = filtersToParams(chosen);
    expect(params.toString()).toBe(
      'zip=78701&radius=50&searchKeyword=roof&category=energy&sort=bid_asc&workplace=remote&workplace=hybrid',
    );
    expect(filtersFromParams(params)).toEqual(chosen);
    expect(filtersFromParams(new URLSearchParams('units=mi&sort=ASC&workplace=moon'))).toEqual(
      EMPTY_FILTERS,
    );
  });

  it('save the query the list is sent and open back as the same search', () => {
    const chosen = filters({ zip: '78701', radius: '50', workplaces: ['remote'] });
    const saved = savedFiltersOf(chosen);
    expect(saved).toEqual({ zip: '78701', radius: 50, units: 'ml', remote: true, sort: 'newest' });
    expect(filtersFromSaved(saved)).toEqual(chosen);
  });
});

describe('the page numbers', () => {
  it('shows the first, the last and two either side of the current page', () => {
    expect(pagesToShow(1, 3)).toEqual([1, 2, 3]);
    expect(pagesToShow(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
  });
});
