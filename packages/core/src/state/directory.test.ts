import { describe, expect, it } from 'vitest';
import { addDirectoryItems, removeDirectoryItem, setDirectoryFilter } from './directory';

type Listing = { id: number; title?: string };
const list = (...ids: number[]): Listing[] => ids.map((id) => ({ id }));

describe('directory items', () => {
  it('puts a new single item at the front', () => {
    expect(addDirectoryItems(list(1, 2), { id: 3 })).toEqual(list(3, 1, 2));
  });

  it('moves a single item already in the list to the front instead of duplicating it', () => {
    expect(addDirectoryItems(list(1, 2), { id: 2, title: 'new' })).toEqual([
      { id: 2, title: 'new' },
      { id: 1 },
    ]);
  });

  it('appends an array', () => {
    expect(addDirectoryItems(list(1, 2), list(3, 4))).toEqual(list(1, 2, 3, 4));
  });

  it('replaces the list with an array on reset', () => {
    expect(addDirectoryItems(list(1, 2), list(3), { reset: true })).toEqual(list(3));
  });

  it('starts a list that was not loaded', () => {
    expect(addDirectoryItems(null, { id: 1 })).toEqual(list(1));
    expect(addDirectoryItems(null, list(1, 2))).toEqual(list(1, 2));
  });

  it('removes a deleted item from all tabs and from the active selection', () => {
    const next = removeDirectoryItem(
      {
        tabs: { all: list(1, 2), own: list(2), favorite: list(3), following: null },
        active: { id: 2 },
      },
      2,
    );
    expect(next).toEqual({
      tabs: { all: list(1), own: [], favorite: list(3), following: null },
      active: null,
    });
  });

  it('keeps the active selection when another item is deleted', () => {
    expect(
      removeDirectoryItem({ tabs: { all: list(1, 2) }, active: { id: 1 } }, '2').active,
    ).toEqual({
      id: 1,
    });
  });
});

describe('setDirectoryFilter', () => {
  it('sets a filter value', () => {
    expect(setDirectoryFilter({ zip: '78701' }, 'sector', ['steel'])).toEqual({
      zip: '78701',
      sector: ['steel'],
    });
  });

  it.each([[null], [undefined], [''], ['  '], [[]]])('removes a filter cleared to %j', (value) => {
    expect(setDirectoryFilter({ zip: '78701', sector: ['steel'] }, 'sector', value)).toEqual({
      zip: '78701',
    });
  });

  it('keeps zero and false as values', () => {
    expect(setDirectoryFilter({}, 'verified', false)).toEqual({ verified: false });
  });
});
