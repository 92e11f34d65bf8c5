import type { PageRequest, PageResult } from '@trestle/core';
import { usePagedItems, type PagedItems } from '../../shared/use-paged-items';
import type { RssSource } from './types';

/** Sources per page (own list, search). */
export const SOURCES_PAGE_SIZE = 20;

/** A paged list of news sources (own, or found), with this screen's changes kept over pages. */
export function usePagedSources(
  fetchPage: (request: PageRequest) => Promise<PageResult<RssSource>>,
): PagedItems<RssSource> {
  return usePagedItems(fetchPage, SOURCES_PAGE_SIZE, (source) => source.id);
}
