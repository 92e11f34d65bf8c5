/**
 * The list rules of spec section 4 as pure functions, shared by the paging machine and by screens
 * that keep lists without one (profile buckets, bookmarks, feeds).
 */

/** The paging part of any list state. */
export interface PagingState<T> {
  /** null until the first page has arrived. */
  items: T[] | null;
  /** Offset of the next page (number of items received so far). */
  skip: number;
  /** True only when the last page was full. */
  hasMore: boolean;
  /** The selected item; set from the first page of any tab other than 'all'. */
  activeItem: T | null;
}

/** The tab whose first page does not select an item. */
export const ALL_TAB = 'all';

export function initialPagingState<T>(): PagingState<T> {
  // hasMore starts true: nothing is known yet, so a first LOAD_MORE is allowed to load.
  return { items: null, skip: 0, hasMore: true, activeItem: null };
}

/** What a list call returned, classified. */
export type PageResponse<T> =
  { kind: 'page'; items: T[] } | { kind: 'ignored' } | { kind: 'invalid' };

/**
 * Classifies a list response: an array or `{ items: [] }` is a page; an object carrying a `status`
 * field is an error response to ignore; anything else is invalid (treated as a failed load).
 */
export function readPageResponse<T>(response: unknown): PageResponse<T> {
  if (Array.isArray(response)) return { kind: 'page', items: response as T[] };
  if (typeof response === 'object' && response !== null) {
    if ('status' in response) return { kind: 'ignored' };
    const { items } = response as { items?: unknown };
    if (Array.isArray(items)) return { kind: 'page', items: items as T[] };
  }
  return { kind: 'invalid' };
}

/** True when a page of this length means more pages may follow. */
export function pageIsFull(pageLength: number, pageSize: number): boolean {
  return pageLength === pageSize;
}

/** The first page replaces the items; on a tab other than 'all' its first item becomes active. */
export function receiveFirstPage<T>(
  state: PagingState<T>,
  page: readonly T[],
  pageSize: number,
  tab: string = ALL_TAB,
): PagingState<T> {
  return {
    items: [...page],
    skip: page.length,
    hasMore: pageIsFull(page.length, pageSize),
    activeItem: tab === ALL_TAB ? state.activeItem : (page[0] ?? null),
  };
}

/** A later page is appended. */
export function receiveNextPage<T>(
  state: PagingState<T>,
  page: readonly T[],
  pageSize: number,
): PagingState<T> {
  return {
    ...state,
    items: [...(state.items ?? []), ...page],
    skip: state.skip + page.length,
    hasMore: pageIsFull(page.length, pageSize),
  };
}

/** A failed load empties the list and stops paging. */
export function failLoad<T>(state: PagingState<T>): PagingState<T> {
  return { ...state, items: [], skip: 0, hasMore: false };
}

/**
 * Applies a raw list response: a page is received (first or next), a `status` response leaves the
 * state unchanged (the same object is returned), an invalid response fails the load.
 */
export function applyPageResponse<T>(
  state: PagingState<T>,
  response: unknown,
  options: { first: boolean; pageSize: number; tab?: string },
): PagingState<T> {
  const read = readPageResponse<T>(response);
  if (read.kind === 'ignored') return state;
  if (read.kind === 'invalid') return failLoad(state);
  return options.first
    ? receiveFirstPage(state, read.items, options.pageSize, options.tab)
    : receiveNextPage(state, read.items, options.pageSize);
}
