// A board screen's state in the address: the tab, the view, the page and the filters, so a
// search survives a reload and Back, can be shared, and a saved search opens as a link.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { FiltersCodec } from './board-descriptor';

export interface BoardParamsSpec<Tab extends string, View extends string, F> {
  tabs: readonly Tab[];
  views: readonly View[];
  filters: FiltersCodec<F>;
}

export function useBoardParams<Tab extends string, View extends string, F>({
  tabs,
  views,
  filters: codec,
}: BoardParamsSpec<Tab, View, F>) {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const viewParam = params.get('view');
  const tab = (tabs as readonly string[]).includes(tabParam ?? '') ? (tabParam as Tab) : tabs[0]!;
  const view = (views as readonly string[]).includes(viewParam ?? '')
    ? (viewParam as View)
    : views[0]!;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filtersKey = params.toString();
  // Same address, same filters object: lists load again only when the search really changes.
  const filters = useMemo(
    () => codec.fromParams(new URLSearchParams(filtersKey)),
    [codec, filtersKey],
  );

  const change = useCallback(
    (edit: (next: URLSearchParams) => void) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        edit(next);
        return next;
      }),
    [setParams],
  );
  const setOrDrop = (next: URLSearchParams, key: string, value: string, fallback: string) =>
    value === fallback ? next.delete(key) : next.set(key, value);

  return {
    tab,
    view,
    page,
    filters,
    setTab: useCallback(
      (value: Tab) =>
        change((next) => {
          setOrDrop(next, 'tab', value, tabs[0]!);
          next.delete('page');
        }),
      [change, tabs],
    ),
    setView: useCallback(
      (value: View) =>
        change((next) => {
          setOrDrop(next, 'view', value, views[0]!);
          next.delete('page');
        }),
      [change, views],
    ),
    setPage: useCallback(
      (value: number) => change((next) => setOrDrop(next, 'page', String(value), '1')),
      [change],
    ),
    /** A new search: back to page one (on the first tab when `tab` is given). */
    setFilters: useCallback(
      (value: F, tab?: Tab) =>
        change((next) => {
          codec.toParams(value, next);
          next.delete('page');
          if (tab !== undefined) setOrDrop(next, 'tab', tab, tabs[0]!);
        }),
      [change, codec, tabs],
    ),
  };
}

export type BoardParams<Tab extends string, View extends string, F> = ReturnType<
  typeof useBoardParams<Tab, View, F>
>;
