// The unread notification count: one store per session's services, read by the navigation badge,
// the Menu button, the document title and the notifications screen, and moved by the server
// (`countUnreadNotifications`, then the realtime `notifications:count`) and by reading here.
import { useEffect, useSyncExternalStore } from 'react';
import { readNotifications, type Id, type NotificationLike } from '@trestle/core';
import type { Services } from '../services';
import { useAuthUser, useServices } from '../services-context';

export interface NotificationBadge {
  get(): number;
  set(unread: number): void;
  /**
   * Lowers the count at once for entries read here (core's rule: once per id, only for entries
   * not already read); the server's answer then sets the exact count.
   */
  read(items: readonly NotificationLike[] | null, ids: readonly Id[]): void;
  subscribe(listener: () => void): () => void;
  /** Whose count this is: a new person starts from 0, never seeing the last one's count. */
  owner: string | null;
}

const badges = new WeakMap<Services, NotificationBadge>();

function createBadge(): NotificationBadge {
  let unread = 0;
  const listeners = new Set<() => void>();
  const badge: NotificationBadge = {
    owner: null,
    get: () => unread,
    set(next) {
      const value = Math.max(0, Math.floor(next));
      if (value === unread) return;
      unread = value;
      listeners.forEach((listener) => listener());
    },
    read(items, ids) {
      badge.set(readNotifications({ items: items ? [...items] : null, unread }, ids).unread);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return badge;
}

/** The badge of these services (made on first use). */
export function notificationBadge(services: Services): NotificationBadge {
  let badge = badges.get(services);
  if (!badge) {
    badge = createBadge();
    badges.set(services, badge);
  }
  return badge;
}

/** The unread count, re-rendering when it changes. */
export function useUnreadNotifications(): number {
  const badge = notificationBadge(useServices());
  return useSyncExternalStore(badge.subscribe, badge.get, badge.get);
}

/** "(3) Home · Trestle": the count in front of the page's own title; none at 0. */
export function titleWithCount(title: string, unread: number): string {
  const bare = title.replace(/^\(\d+\+?\) /, '');
  return unread > 0 ? `(${unread > 99 ? '99+' : unread}) ${bare}` : bare;
}

/**
 * While signed in (the frame): loads the count, follows the server's pushes, loads it again when
 * the page comes back into view (a push may have been missed while the connection was down), and
 * keeps the count in front of the document title whatever the page sets it to. Another person
 * signing in starts from 0. The frame comes and goes between routes; the count stays.
 */
export function useNotificationBadgeUpkeep(): number {
  const services = useServices();
  const badge = notificationBadge(services);
  const me = useAuthUser()?.id ?? null;
  const unread = useSyncExternalStore(badge.subscribe, badge.get, badge.get);

  useEffect(() => {
    if (badge.owner !== me) {
      badge.owner = me;
      badge.set(0);
    }
    let alive = true;
    async function load() {
      const { data } = await services.client.api.GET('/user/notifications/count');
      if (alive && data) badge.set(data.unread);
    }
    function onVisible() {
      if (document.visibilityState === 'visible') void load().catch(() => undefined);
    }
    void load().catch(() => undefined);
    const stop = services.realtime.on('notifications:count', ({ unread: next }) => badge.set(next));
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      alive = false;
      stop();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [services, badge, me]);

  useEffect(() => {
    const apply = () => {
      const next = titleWithCount(document.title, unread);
      if (next !== document.title) document.title = next;
    };
    apply();
    // Pages set their own title (usePageTitle) after this ran; put the count back in front.
    const title = document.querySelector('title');
    if (!title || typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(apply);
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      document.title = titleWithCount(document.title, 0);
    };
  }, [unread]);

  return unread;
}
