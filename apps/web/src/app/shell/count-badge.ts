// A count shown as a badge (unread notifications, unread chats), kept in the query cache under
// its own key: read by the frame's navigation and the screens, loaded by the frame from the
// server's count, set by its realtime pushes, and loaded again when the page comes back into view
// or the realtime connection comes up (a push may have been missed while it was not up). The cache is cleared on sign-out,
// so another person starts from 0.
import { useEffect, useSyncExternalStore } from 'react';
import { hashKey, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useServices } from '../services-context';

export interface CountBadge {
  /** Where the count lives in the query cache. */
  key: QueryKey;
  get(): number;
  set(count: number): void;
  subscribe(listener: () => void): () => void;
}

export function createCountBadge(queries: QueryClient, key: QueryKey): CountBadge {
  const hash = hashKey(key);
  const get = () => queries.getQueryData<number>(key) ?? 0;
  return {
    key,
    get,
    set(next) {
      const value = Math.max(0, Math.floor(next));
      if (value !== get()) queries.setQueryData(key, value);
    },
    subscribe(listener) {
      return queries.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === hash) listener();
      });
    },
  };
}

/**
 * While signed in: loads the count with `load` (each time the frame mounts), follows the pushes
 * `follow` subscribes to, and loads again when the page comes back into view or the connection
 * comes up. A load that brings no count keeps the last one. `follow` must be stable.
 */
export function useCountBadgeUpkeep(
  badge: CountBadge,
  load: () => Promise<number | undefined>,
  follow: (set: (count: number) => void) => () => void,
): number {
  // Read straight from the cache, so a push shows in the same render pass.
  const count = useSyncExternalStore(badge.subscribe, badge.get, badge.get);
  const { refetch } = useQuery({
    queryKey: badge.key,
    queryFn: async () => {
      const next = await load();
      if (next === undefined) throw new Error('The count did not come.');
      return Math.max(0, Math.floor(next));
    },
    staleTime: 0,
  });

  const { realtime } = useServices();
  useEffect(() => {
    function onVisible() {
      if (document.visibilityState === 'visible') void refetch();
    }
    const stop = follow((next) => badge.set(next));
    const stopLive = realtime.whenUp(() => void refetch());
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stop();
      stopLive();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [badge, follow, refetch, realtime]);

  return count;
}
