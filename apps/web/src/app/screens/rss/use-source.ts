import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { failureMessage, useApiQuery } from '../../shared/api-query';
import { queryKeys } from '../../shared/query-keys';
import type { RssSource } from './types';

export type SourceState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; source: RssSource };

/** One news source by id (getRssSource): loading, missing (404), failed or loaded. */
export function useSource(sourceId: string) {
  const queries = useQueryClient();
  // The quiet client: an unknown source is a state of the screen, not a failure to toast; any
  // other failure shows in the page's error box.
  const query = useApiQuery(
    queryKeys.rssSource(sourceId),
    (api) => api.GET('/user/rss/{id}', { params: { path: { id: sourceId } } }),
    { quiet: true },
  );

  let state: SourceState;
  if (query.isSuccess) state = { status: 'loaded', source: query.data };
  else if (query.isPending || query.isFetching) state = { status: 'loading' };
  else if (query.error.status === 404 || query.error.status === 400) state = { status: 'missing' };
  else {
    state = {
      status: 'failed',
      message: failureMessage(query.error, 'The news source could not be loaded.'),
    };
  }

  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  /** The source after Add or Remove on its page. */
  const setSource = useCallback(
    (source: RssSource) => {
      queries.setQueryData(queryKeys.rssSource(sourceId), source);
      // One's own sources changed: their count is read again when next shown.
      void queries.invalidateQueries({ queryKey: queryKeys.rssSourceCount(), refetchType: 'none' });
    },
    [queries, sourceId],
  );
  return { state, setSource, reload };
}
