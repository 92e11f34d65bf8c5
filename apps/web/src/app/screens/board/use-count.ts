import { useQuery, type QueryKey } from '@tanstack/react-query';

/**
 * A number from the server (a count) under a query key like `['board', kind, 'count', …]`;
 * null until known, and null when it could not be read (the count is extra: the list says what
 * went wrong).
 */
export function useCount(
  key: QueryKey,
  fetchCount: () => Promise<{ count: number }>,
): number | null {
  const query = useQuery({ queryKey: key, queryFn: fetchCount });
  return query.data?.count ?? null;
}
