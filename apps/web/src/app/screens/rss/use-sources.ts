import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  createPagingMachine,
  type NormalisedError,
  type PageRequest,
  type PageResult,
} from '@trestle/core';
import type { RssSource } from './types';

/** Sources per page (own list, search). */
export const SOURCES_PAGE_SIZE = 20;

export interface PagedSources {
  /** The sources to show (pages plus local changes); null before the first page. */
  sources: RssSource[] | null;
  loadingFirst: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: NormalisedError | null;
  load(): void;
  loadMore(): void;
  /** A source just added: on top (once). */
  add(source: RssSource): void;
  /** A source changed in place (added or removed elsewhere: its `own` flag). */
  replace(source: RssSource): void;
  remove(sourceId: string): void;
}

/**
 * A paged list of news sources by core's paging machine (the spec's list rules), with the
 * changes made on this screen kept over the pages until the next load.
 */
export function usePagedSources(
  fetchPage: (request: PageRequest) => Promise<PageResult<RssSource>>,
): PagedSources {
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  }, [fetchPage]);
  const machine = useMemo(
    () =>
      createPagingMachine<RssSource>().provide({
        actors: {
          fetchPage: fromPromise<PageResult<RssSource>, PageRequest>(({ input }) =>
            fetchRef.current(input),
          ),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, { input: { pageSize: SOURCES_PAGE_SIZE } });
  const [added, setAdded] = useState<RssSource[]>([]);
  const [changed, setChanged] = useState<Record<string, RssSource>>({});
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const { items, hasMore, error } = snapshot.context;

  const sources = useMemo(() => {
    if (items === null) return null;
    const addedIds = new Set(added.map((s) => s.id));
    return [...added, ...items.filter((s) => !addedIds.has(s.id))]
      .filter((s) => !removed.has(s.id))
      .map((s) => changed[s.id] ?? s);
  }, [items, added, changed, removed]);

  const load = useCallback(() => {
    setAdded([]);
    setChanged({});
    setRemoved(new Set());
    send({ type: 'LOAD' });
  }, [send]);
  const loadMore = useCallback(() => send({ type: 'LOAD_MORE' }), [send]);
  const add = useCallback((source: RssSource) => {
    setRemoved((r) => {
      const next = new Set(r);
      next.delete(source.id);
      return next;
    });
    setAdded((list) => [source, ...list.filter((s) => s.id !== source.id)]);
  }, []);
  const replace = useCallback(
    (source: RssSource) => setChanged((c) => ({ ...c, [source.id]: source })),
    [],
  );
  const remove = useCallback((sourceId: string) => setRemoved((r) => new Set(r).add(sourceId)), []);

  return {
    sources,
    loadingFirst: items === null || snapshot.matches('loading'),
    loadingMore: snapshot.matches('loadingMore'),
    hasMore,
    error,
    load,
    loadMore,
    add,
    replace,
    remove,
  };
}
