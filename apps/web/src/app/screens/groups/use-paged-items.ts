import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  createPagingMachine,
  type NormalisedError,
  type PageRequest,
  type PageResult,
} from '@trestle/core';

export interface PagedItems<T> {
  /** The items (pages with local changes); null before the first page. */
  items: T[] | null;
  loadingFirst: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: NormalisedError | null;
  load(): void;
  loadMore(): void;
  /** Local changes over the pages: replace an item, or take it out. */
  update(key: string, next: T | null): void;
}

/**
 * Any list of the group screens (groups, members, requests, reports) paged by core's paging
 * machine, with items changed or removed here kept over the pages by key. Loads page one
 * whenever `fetchPage` changes.
 */
export function usePagedItems<T>(
  fetchPage: (request: PageRequest) => Promise<PageResult<T>>,
  pageSize: number,
  keyOf: (item: T) => string,
): PagedItems<T> {
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  }, [fetchPage]);
  const machine = useMemo(
    () =>
      createPagingMachine<T>().provide({
        actors: {
          fetchPage: fromPromise<PageResult<T>, PageRequest>(({ input }) =>
            fetchRef.current(input),
          ),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, { input: { pageSize } });
  const [changes, setChanges] = useState<Map<string, T | null>>(() => new Map());
  const keyRef = useRef(keyOf);
  keyRef.current = keyOf;

  const load = useCallback(() => {
    setChanges(new Map());
    send({ type: 'LOAD' });
  }, [send]);
  useEffect(() => load(), [load, fetchPage]);

  const { items: pages, hasMore, error } = snapshot.context;
  const items = useMemo(() => {
    if (pages === null) return null;
    const out: T[] = [];
    for (const item of pages) {
      const key = keyRef.current(item);
      if (!changes.has(key)) out.push(item);
      else if (changes.get(key) !== null) out.push(changes.get(key)!);
    }
    return out;
  }, [pages, changes]);

  return {
    items,
    loadingFirst: pages === null || snapshot.matches('loading'),
    loadingMore: snapshot.matches('loadingMore'),
    hasMore,
    error,
    load,
    loadMore: useCallback(() => send({ type: 'LOAD_MORE' }), [send]),
    update: useCallback(
      (key: string, next: T | null) => setChanges((current) => new Map(current).set(key, next)),
      [],
    ),
  };
}
