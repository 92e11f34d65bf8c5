// What one board (projects, jobs, the directory) is made of, for BoardHome to show: its tabs, its
// views, its filters in the address, how it reads a page and a count, and what it says when empty.
import type { PageRequest } from '@trestle/core';
import type { TrestleClient } from '@trestle/sdk';
import type { BoardView } from './BoardResults';
import type { MapPoint } from './map-markers';

export type BoardKind = 'projects' | 'jobs' | 'directory';

export interface EmptyText {
  title: string;
  text: string;
}

export interface BoardTabSpec {
  label: string;
  /** The search form applies (else the list is one's own, or a moderation queue). */
  searchable?: boolean;
  /** A moderation queue: staff only, scrolled MODERATION_PAGE_SIZE at a time, not counted. */
  queue?: boolean;
  /** The list's accessible name and error title, when not the board's. */
  listLabel?: string;
  errorTitle?: string;
  empty: EmptyText;
}

/** The filters as the address keeps them. */
export interface FiltersCodec<F> {
  fromParams(params: URLSearchParams): F;
  /** Writes the filters into `params` (empty ones taken out). */
  toParams(filters: F, params: URLSearchParams): void;
  isFiltered(filters: F): boolean;
  /** The field names a refused search may name (they show on the search form). */
  fields: readonly string[];
}

export interface BoardDescriptor<T, Tab extends string, View extends string, F> {
  kind: BoardKind;
  /** The page's heading and title. */
  title: string;
  tabs: readonly Tab[];
  tab: Record<Tab, BoardTabSpec>;
  views: readonly View[];
  viewLabels: Record<View, string>;
  /** How each view lists (scrolling, pages, pages beside a map) and whether as a grid. */
  viewLayout: Record<View, { results: BoardView; grid?: boolean }>;
  /** Page sizes of the scrolling view and of the numbered pages. */
  pageSizes: { infinite: number; paged: number };
  filters: FiltersCodec<F>;
  /** The list's accessible name and error title. */
  listLabel: string;
  errorTitle: string;
  /** The empty state when a search narrowed the list (else the tab's own). */
  emptyFiltered?: EmptyText;
  keyOf(item: T): string;
  /** Where an item is on the map (views with a map). */
  pointOf?(item: T): MapPoint | null;
  fetchPage(
    client: TrestleClient,
    tab: Tab,
    filters: F,
    request: PageRequest,
  ): Promise<{ items: T[] }>;
  fetchCount(client: TrestleClient, tab: Tab, filters: F): Promise<{ count: number }>;
  countText(count: number): string;
}
