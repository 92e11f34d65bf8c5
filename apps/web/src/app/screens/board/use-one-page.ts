// One numbered page of a list (the pagination and map views), read through the query cache under
// the list's key plus the page: the page shown stays while the next one loads, a failure shows
// with a retry, and a change to an item (a favorite) is written into the cached page.
import { useCallback } from 'react';
import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toNormalisedError, type NormalisedError, type PageRequest } from '@trestle/core';

export interface OnePage<T> {
  items: T[] | null;
  loading: boolean;
  error: NormalisedError | null;
  reload(): void;
  /** Replaces the item with this key (null takes it out). */
  update(key: string, next: T | null): void;
}

export function useOnePage<T>(
  listKey: QueryKey,
  fetchPage: (request: PageRequest) => Promise<{ items: T[] }>,
  page: number,
  pageSize: number,
  keyOf: (item: T) => string,
): OnePage<T> {
  const queries = useQueryClient();
  const pageKey = [...listKey, 'page', page, pageSize];
  const query = useQuery({
    queryKey: pageKey,
    queryFn: () => fetchPage({ skip: (page - 1) * pageSize, limit: pageSize }),
    placeholderData: keepPreviousData,
  });
  const { refetch } = query;
  const keyText = JSON.stringify(pageKey);
  const update = useCallback(
    (key: string, next: T | null) =>
      queries.setQueryData<{ items: T[] }>(JSON.parse(keyText) as QueryKey, (answer) =>
        answer === undefined
          ? answer
          : {
              ...answer,
              items:
                next === null
                  ? answer.items.filter((item) => keyOf(item) !== key)
                  : answer.items.map((item) => (keyOf(item) === key ? next : item)),
            },
      ),
    [queries, keyText, keyOf],
  );
  return {
    items: query.data?.items ?? (query.isError ? [] : null),
    loading: query.isFetching,
    error: query.isError ? toNormalisedError(query.error) : null,
    reload: useCallback(() => void refetch(), [refetch]),
    update,
  };
}
