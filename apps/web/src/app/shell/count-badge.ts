// A count shown as a badge (unread notifications, unread chats): one store per session's
// services, kept by the frame from the server's count, its realtime pushes, and a reload when the
// page comes back into view (a push may have been missed while the connection was down).
import { useEffect, useSyncExternalStore } from 'react';
import { useAuthUser } from '../services-context';

export interface CountBadge {
  get(): number;
  set(count: number): void;
  subscribe(listener: () => void): () => void;
  /** Whose count this is: a new person starts from 0, never seeing the last one's count. */
  owner: string | null;
}

export function createCountBadge(): CountBadge {
  let count = 0;
  const listeners = new Set<() => void>();
  return {
    owner: null,
    get: () => count,
    set(next) {
      const value = Math.max(0, Math.floor(next));
      if (value === count) return;
      count = value;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * While signed in: loads the count with `load`, follows the pushes `follow` subscribes to, and
 * loads again when the page comes back into view. `load` and `follow` must be stable.
 */
export function useCountBadgeUpkeep(
  badge: CountBadge,
  load: () => Promise<number | undefined>,
  follow: (set: (count: number) => void) => () => void,
): number {
  const me = useAuthUser()?.id ?? null;
  const count = useSyncExternalStore(badge.subscribe, badge.get, badge.get);

  useEffect(() => {
    if (badge.owner !== me) {
      badge.owner = me;
      badge.set(0);
    }
    let alive = true;
    const reload = () =>
      load().then(
        (next) => {
          if (alive && next !== undefined) badge.set(next);
        },
        () => undefined,
      );
    function onVisible() {
      if (document.visibilityState === 'visible') void reload();
    }
    void reload();
    const stop = follow((next) => badge.set(next));
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      alive = false;
      stop();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [badge, me, load, follow]);

  return count;
}
