// One project, job or listing, read through the query cache under `['board', kind, id]`, so a
// page and its edit form share one read, and a change made here shows wherever it is used.
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toNormalisedError } from '@trestle/core';
import type { BoardKind } from './board-descriptor';

export type BoardItemState<T> =
  | { status: 'loading' }
  | { status: 'loaded'; item: T }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/** The cache key of one item. */
export const boardItemKey = (kind: BoardKind, id: string) => ['board', kind, id] as const;

/**
 * One item read by `load` (through the quiet client); 404 (or a malformed id's 400) is
 * "missing", other failures "failed". `reload` reads it again; `update` replaces it in the cache.
 */
export function useBoardItem<T>(kind: BoardKind, id: string, load: () => Promise<T>) {
  const queries = useQueryClient();
  const key = boardItemKey(kind, id);
  const query = useQuery({ queryKey: key, queryFn: load });
  let state: BoardItemState<T>;
  if (query.isPending || (query.isError && query.isFetching)) state = { status: 'loading' };
  else if (query.isError) {
    const failure = toNormalisedError(query.error);
    state =
      failure.status === 404 || failure.status === 400
        ? { status: 'missing' }
        : { status: 'failed', message: failure.messages.join(' ') || 'Please try again.' };
  } else state = { status: 'loaded', item: query.data };
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const update = useCallback(
    (item: T) => queries.setQueryData(boardItemKey(kind, id), item),
    [queries, kind, id],
  );
  return { state, reload, update };
}

/**
 * After a save or a delete: the board's lists, counts and items are read again (a deleted one,
 * `goneId`, is dropped rather than read again).
 */
export function useBoardChanged(kind: BoardKind) {
  const queries = useQueryClient();
  return useCallback(
    (goneId?: string) => {
      if (goneId !== undefined) queries.removeQueries({ queryKey: boardItemKey(kind, goneId) });
      void queries.invalidateQueries({ queryKey: ['board', kind] });
    },
    [queries, kind],
  );
}
