// The unread notification count: one store per session's services, read by the navigation badge,
// the Menu button, the document title and the notifications screen, and moved by the server
// (`countUnreadNotifications`, then the realtime `notifications:count`) and by reading here.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { readNotifications, type Id, type NotificationLike } from '@trestle/core';
import type { Services } from '../services';
import { useServices } from '../services-context';
import { queryKeys } from '../shared/query-keys';
import { createCountBadge, useCountBadgeUpkeep, type CountBadge } from './count-badge';

export interface NotificationBadge extends CountBadge {
  /**
   * Lowers the count at once for entries read here (core's rule: once per id, only for entries
   * not already read); the server's answer then sets the exact count.
   */
  read(items: readonly NotificationLike[] | null, ids: readonly Id[]): void;
}

const badges = new WeakMap<Services, NotificationBadge>();

function createBadge(services: Services): NotificationBadge {
  const count = createCountBadge(services.queries, queryKeys.unreadNotifications());
  return Object.assign(count, {
    read(items: readonly NotificationLike[] | null, ids: readonly Id[]) {
      count.set(
        readNotifications({ items: items ? [...items] : null, unread: count.get() }, ids).unread,
      );
    },
  });
}

/** The badge of these services (made on first use). */
export function notificationBadge(services: Services): NotificationBadge {
  let badge = badges.get(services);
  if (!badge) {
    badge = createBadge(services);
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
  const load = useCallback(
    async () => (await services.client.api.GET('/user/notifications/count')).data?.unread,
    [services],
  );
  const follow = useCallback(
    (set: (count: number) => void) =>
      services.realtime.on('notifications:count', ({ unread }) => set(unread)),
    [services],
  );
  const unread = useCountBadgeUpkeep(notificationBadge(services), load, follow);

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
