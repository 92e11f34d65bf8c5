// The unread chats count (spec section 3's `unreadChats`): one store per session's services, read
// by the Messages navigation item and the bottom bar, set by `GET /user/dm/state`, the realtime
// `dm:state` and the answer of reading a chat.
import { useEffect, useSyncExternalStore } from 'react';
import type { Services } from '../services';
import { useAuthUser, useServices } from '../services-context';

export interface DmBadge {
  get(): number;
  set(unreadChats: number): void;
  subscribe(listener: () => void): () => void;
  owner: string | null;
}

const badges = new WeakMap<Services, DmBadge>();

/** The unread-chats badge of these services (made on first use). */
export function dmBadge(services: Services): DmBadge {
  let badge = badges.get(services);
  if (badge) return badge;
  let unreadChats = 0;
  const listeners = new Set<() => void>();
  badge = {
    owner: null,
    get: () => unreadChats,
    set(next) {
      const value = Math.max(0, Math.floor(next));
      if (value === unreadChats) return;
      unreadChats = value;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  badges.set(services, badge);
  return badge;
}

/**
 * While signed in (the frame): loads the count, follows `dm:state`, and loads again when the page
 * comes back into view. Another person signing in starts from 0.
 */
export function useDmBadgeUpkeep(): number {
  const services = useServices();
  const badge = dmBadge(services);
  const me = useAuthUser()?.id ?? null;
  const unreadChats = useSyncExternalStore(badge.subscribe, badge.get, badge.get);

  useEffect(() => {
    if (badge.owner !== me) {
      badge.owner = me;
      badge.set(0);
    }
    let alive = true;
    async function load() {
      const { data } = await services.quietClient.api.GET('/user/dm/state');
      if (alive && data) badge.set(data.unreadChats);
    }
    function onVisible() {
      if (document.visibilityState === 'visible') void load().catch(() => undefined);
    }
    void load().catch(() => undefined);
    const stop = services.realtime.on('dm:state', (state) => badge.set(state.unreadChats));
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      alive = false;
      stop();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [services, badge, me]);

  return unreadChats;
}
