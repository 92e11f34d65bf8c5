// One explore tab's results, paged by core's paging machine (items null until page one, has-more
// only after a full page, a failed load empties and stops): for the tabs that are not posts.
import { useCallback, useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  createPagingMachine,
  type NormalisedError,
  type PageRequest,
  type PageResult,
} from '@trestle/core';

export interface PagedItems<T> {
  items: T[] | null;
  loadingFirst: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: NormalisedError | null;
  load(): void;
  loadMore(): void;
}

/** Loads page one whenever `fetchPage` changes (a new search), and further pages on request. */
export function usePagedItems<T>(
  fetchPage: (request: PageRequest) => Promise<PageResult<T>>,
  pageSize: number,
): PagedItems<T> {
  const machine = useMemo(
    () =>
      createPagingMachine<T>().provide({
        actors: {
          fetchPage: fromPromise<PageResult<T>, PageRequest>(({ input }) => fetchPage(input)),
        },
      }),
    [fetchPage],
  );
  const [snapshot, send] = useMachine(machine, { input: { pageSize } });
  useEffect(() => send({ type: 'LOAD' }), [send]);
  const { items, hasMore, error } = snapshot.context;
  return {
    items,
    loadingFirst: items === null || snapshot.matches('loading'),
    loadingMore: snapshot.matches('loadingMore'),
    hasMore,
    error,
    load: useCallback(() => send({ type: 'LOAD' }), [send]),
    loadMore: useCallback(() => send({ type: 'LOAD_MORE' }), [send]),
  };
}
