// Any list that is not posts (groups, members, channels, news sources, explore results), paged by
// core's paging machine (spec section 4: the first page replaces, later pages append, more only
// after a full page, a failure empties and stops), with the changes made on the screen (an item
// replaced, taken out or added on top) kept over the pages until the next load.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type NormalisedError, type PageRequest, type PageResult } from '@trestle/core';
import { usePagingMachine } from './use-paging-machine';

export interface PagedItems<T> {
  /** The items (pages with local changes); null before the first page. */
  items: T[] | null;
  loadingFirst: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: NormalisedError | null;
  /** Page one again, dropping local changes. */
  load(): void;
  loadMore(): void;
  /** Replaces the item with this key (null takes it out). */
  update(key: string, next: T | null): void;
  /** Puts an item on top (one just made here); an item with its key further down leaves. */
  prepend(item: T): void;
}

interface LocalChanges<T> {
  added: T[];
  changed: Map<string, T | null>;
}

const none = <T>(): LocalChanges<T> => ({ added: [], changed: new Map() });

/** Loads page one now and whenever `fetchPage` changes (a new search), more on request. */
export function usePagedItems<T>(
  fetchPage: (request: PageRequest) => Promise<PageResult<T>>,
  pageSize: number,
  keyOf: (item: T) => string,
): PagedItems<T> {
  const keyRef = useRef(keyOf);
  keyRef.current = keyOf;
  const [snapshot, send] = usePagingMachine<T>(fetchPage, pageSize);
  const [local, setLocal] = useState<LocalChanges<T>>(none);

  const load = useCallback(() => {
    setLocal(none());
    send({ type: 'LOAD' });
  }, [send]);
  useEffect(() => load(), [load, fetchPage]);

  const { items: pages, hasMore, error } = snapshot.context;
  const items = useMemo(() => {
    if (pages === null) return null;
    const key = keyRef.current;
    const addedKeys = new Set(local.added.map(key));
    const out: T[] = [];
    for (const item of [...local.added, ...pages.filter((p) => !addedKeys.has(key(p)))]) {
      const k = key(item);
      if (!local.changed.has(k)) out.push(item);
      else if (local.changed.get(k) !== null) out.push(local.changed.get(k)!);
    }
    return out;
  }, [pages, local]);

  return {
    items,
    loadingFirst: pages === null || snapshot.matches('loading'),
    loadingMore: snapshot.matches('loadingMore'),
    hasMore,
    error,
    load,
    loadMore: useCallback(() => send({ type: 'LOAD_MORE' }), [send]),
    update: useCallback(
      (key: string, next: T | null) =>
        setLocal((l) => ({ ...l, changed: new Map(l.changed).set(key, next) })),
      [],
    ),
    prepend: useCallback((item: T) => {
      setLocal((l) => {
        const k = keyRef.current(item);
        const changed = new Map(l.changed);
        changed.delete(k);
        return { added: [item, ...l.added.filter((a) => keyRef.current(a) !== k)], changed };
      });
    }, []),
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
