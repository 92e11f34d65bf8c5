// The caller's lists (all of them: at most MAX_USER_LISTS), loaded once, with the changes the
// screen makes kept in step: created last, renamed, deleted, reordered.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_USER_LISTS } from '@trestle/core';
import type { components } from '@trestle/sdk';
import { failureMessage, useApiQuery } from '../../shared/api-query';
import { queryKeys } from '../../shared/query-keys';

export type UserList = components['schemas']['UserList'];

export type ListsState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; lists: UserList[] };

export function useLists() {
  const queries = useQueryClient();
  const query = useApiQuery(
    queryKeys.myLists(),
    (api) => api.GET('/user/lists', { params: { query: { limit: MAX_USER_LISTS } } }),
    { quiet: true },
  );

  let state: ListsState;
  if (query.isSuccess) state = { status: 'ready', lists: query.data.items };
  else if (query.isPending || query.isFetching) state = { status: 'loading' };
  else state = { status: 'failed', message: failureMessage(query.error, '') };

  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const update = useCallback(
    (change: (lists: UserList[]) => UserList[]) =>
      queries.setQueryData<{ items: UserList[] }>(queryKeys.myLists(), (page) =>
        page ? { ...page, items: change(page.items) } : page,
      ),
    [queries],
  );

  return { state, reload, update };
}
