import { describe, expect, it } from 'vitest';
import {
  applyPageResponse,
  failLoad,
  initialPagingState,
  pageIsFull,
  readPageResponse,
  receiveFirstPage,
  receiveNextPage,
} from './page-reducers';

type Item = { id: number };
const items = (...ids: number[]): Item[] => ids.map((id) => ({ id }));

describe('list paging rules', () => {
  it('starts with items null', () => {
    expect(initialPagingState<Item>()).toEqual({
      items: null,
      skip: 0,
      hasMore: true,
      activeItem: null,
    });
  });

  it('replaces the items with the first page', () => {
    const loaded = { ...initialPagingState<Item>(), items: items(9, 8), skip: 2 };
    expect(receiveFirstPage(loaded, items(1, 2), 2)).toMatchObject({
      items: items(1, 2),
      skip: 2,
      hasMore: true,
    });
  });

  it('appends later pages', () => {
    const first = receiveFirstPage(initialPagingState<Item>(), items(1, 2), 2);
    expect(receiveNextPage(first, items(3), 2)).toMatchObject({
      items: items(1, 2, 3),
      skip: 3,
      hasMore: false,
    });
  });

  it.each([
    [10, 10, true],
    [9, 10, false],
    [0, 10, false],
    [11, 10, false],
    [5, 5, true],
  ])('has more after a page of %i with page size %i: %s', (length, pageSize, expected) => {
    expect(pageIsFull(length, pageSize)).toBe(expected);
    const page = Array.from({ length }, (_, id) => ({ id }));
    expect(receiveFirstPage(initialPagingState<Item>(), page, pageSize).hasMore).toBe(expected);
  });

  it('makes the first item active on the first page of a tab other than all', () => {
    expect(
      receiveFirstPage(initialPagingState<Item>(), items(4, 5), 10, 'favorite').activeItem,
    ).toEqual({ id: 4 });
  });

  it('keeps the active item on the first page of the all tab', () => {
    const state = { ...initialPagingState<Item>(), activeItem: { id: 99 } };
    expect(receiveFirstPage(state, items(4, 5), 10, 'all').activeItem).toEqual({ id: 99 });
  });

  it('clears the active item when the first page of another tab is empty', () => {
    const state = { ...initialPagingState<Item>(), activeItem: { id: 99 } };
    expect(receiveFirstPage(state, [], 10, 'own').activeItem).toBeNull();
  });

  it('does not change the active item on later pages', () => {
    const state = receiveFirstPage(initialPagingState<Item>(), items(1), 1, 'own');
    expect(receiveNextPage(state, items(2), 1).activeItem).toEqual({ id: 1 });
  });

  it('empties the list and stops paging when a load fails', () => {
    const loaded = receiveFirstPage(initialPagingState<Item>(), items(1, 2), 2);
    expect(failLoad(loaded)).toMatchObject({ items: [], hasMore: false, skip: 0 });
  });
});

describe('readPageResponse', () => {
  it.each([
    [items(1), { kind: 'page', items: items(1) }],
    [{ items: items(2) }, { kind: 'page', items: items(2) }],
    [{ status: 500, message: 'x' }, { kind: 'ignored' }],
    [{ status: 'error', items: items(1) }, { kind: 'ignored' }],
    [null, { kind: 'invalid' }],
    ['text', { kind: 'invalid' }],
    [{ data: [] }, { kind: 'invalid' }],
  ])('classifies %j', (response, expected) => {
    expect(readPageResponse(response)).toEqual(expected);
  });
});

describe('applyPageResponse', () => {
  const loaded = receiveFirstPage(initialPagingState<Item>(), items(1, 2), 2);

  it('ignores a response that carries a status field', () => {
    expect(applyPageResponse(loaded, { status: 404 }, { first: false, pageSize: 2 })).toBe(loaded);
    expect(applyPageResponse(loaded, { status: 404 }, { first: true, pageSize: 2 })).toBe(loaded);
  });

  it('receives an { items } response as a page', () => {
    expect(
      applyPageResponse(loaded, { items: items(3, 4) }, { first: false, pageSize: 2 }),
    ).toMatchObject({ items: items(1, 2, 3, 4), hasMore: true, skip: 4 });
  });

  it('fails the load on a response of unknown shape', () => {
    expect(applyPageResponse(loaded, 'oops', { first: false, pageSize: 2 })).toMatchObject({
      items: [],
      hasMore: false,
    });
  });
});
