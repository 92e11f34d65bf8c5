import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  createPagingMachine,
  type NormalisedError,
  type PageRequest,
  type PageResult,
} from '@trestle/core';

export interface PagedList<T> {
  /** The items (pages plus local changes); null before the first page. */
  items: T[] | null;
  loadingFirst: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: NormalisedError | null;
  /** Page one again, with the newest fetch function, dropping local changes. */
  load(): void;
  loadMore(): void;
  /** Replaces an item in place (a follow changed it). */
  replace(item: T): void;
}

/**
 * A list of things with ids paged by core's paging machine (spec section 4: the first page
 * replaces, later pages append, more only after a full page, a failure empties and stops).
 */
export function usePagedList<T extends { id: string }>(
  fetchPage: (request: PageRequest) => Promise<PageResult<T>>,
  pageSize: number,
): PagedList<T> {
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
  const [changed, setChanged] = useState<Record<string, T>>({});
  const { items, hasMore, error } = snapshot.context;
  const shown = useMemo(
    () => (items === null ? null : items.map((item) => changed[item.id] ?? item)),
    [items, changed],
  );
  const load = useCallback(() => {
    setChanged({});
    send({ type: 'LOAD' });
  }, [send]);
  const loadMore = useCallback(() => send({ type: 'LOAD_MORE' }), [send]);
  const replace = useCallback((item: T) => setChanged((c) => ({ ...c, [item.id]: item })), []);
  return {
    items: shown,
    loadingFirst: items === null || snapshot.matches('loading'),
    loadingMore: snapshot.matches('loadingMore'),
    hasMore,
    error,
    load,
    loadMore,
    replace,
  };
}

/** A value that follows `value` once it has stayed the same for `delayMs`. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
