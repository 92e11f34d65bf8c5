import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { failureMessage, useApiQuery } from '../../shared/api-query';
import { queryKeys } from '../../shared/query-keys';
import type { Channel } from './types';

export type ChannelState =
  | { status: 'loading' }
  | { status: 'loaded'; channel: Channel }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/** One channel by id (GET /user/channel/{id}); 404 is "missing", other failures "failed". */
export function useChannel(id: string) {
  const queries = useQueryClient();
  const query = useApiQuery(
    queryKeys.channel(id),
    (api) => api.GET('/user/channel/{id}', { params: { path: { id } } }),
    { quiet: true },
  );

  let state: ChannelState;
  if (query.isSuccess) state = { status: 'loaded', channel: query.data };
  else if (query.isPending || query.isFetching) state = { status: 'loading' };
  else if (query.error.status === 404 || query.error.status === 400) state = { status: 'missing' };
  else state = { status: 'failed', message: failureMessage(query.error, 'Please try again.') };

  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const update = useCallback(
    (channel: Channel) => queries.setQueryData(queryKeys.channel(id), channel),
    [queries, id],
  );
  return { state, reload, update };
}
