import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  addLiveNotification,
  addMissedNotifications,
  applyNotificationEdits,
  markNotificationsReadHere,
  noNotificationEdits,
  notificationInTab,
  unreadNotificationIds,
  type NormalisedError,
  type NotificationListEdits,
  type NotificationTab,
  type PageRequest,
  type PageResult,
} from '@trestle/core';
import { unwrap } from '@trestle/sdk';
import { useServices } from '../../services-context';
import { notificationBadge } from '../../shell/notification-badge';
import type { Notification } from './notification-text';
import { usePagingMachine } from '../../shared/use-paging-machine';

export interface NotificationList {
  /** What the tab shows (pages, live entries on top, reads done here); null before page one. */
  items: Notification[] | null;
  loadingFirst: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: NormalisedError | null;
  reload(): void;
  loadMore(): void;
  /** Marks one entry read (opening it). */
  read(id: string): void;
  /** "Mark all as read". */
  readAll(): Promise<void>;
}

/**
 * One tab of notifications: pages from core's paging machine, entries pushed live (`notification`)
 * on top when they belong to the tab, and reading that moves the shared badge at once and then
 * to the count the server answers.
 */
export function useNotifications(tab: NotificationTab, pageSize: number): NotificationList {
  const services = useServices();
  const { client, realtime } = services;
  const badge = notificationBadge(services);

  const fetchRef = useRef((request: PageRequest): Promise<PageResult<Notification>> => {
    const { skip, limit, type } = request;
    return unwrap(
      client.api.GET('/user/notifications', {
        params: { query: { type: type as NotificationTab, skip, limit } },
      }),
    );
  });
  const [snapshot, send] = usePagingMachine<Notification>(fetchRef.current, pageSize);
  const [edits, setEdits] = useState<NotificationListEdits<Notification>>(noNotificationEdits);
  const { items: pages, hasMore, error } = snapshot.context;

  // A new tab starts again from page one, without what came live on the last one.
  useEffect(() => {
    setEdits(noNotificationEdits<Notification>());
    send({ type: 'LOAD', tab, params: { type: tab } });
  }, [send, tab]);

  // New and grown entries arrive live; each goes on top of the tabs it belongs to.
  useEffect(
    () =>
      realtime.on('notification', (entry) => {
        if (notificationInTab(entry.type, tab)) setEdits((now) => addLiveNotification(now, entry));
      }),
    [realtime, tab],
  );

  const items = useMemo(() => applyNotificationEdits(pages, edits), [pages, edits]);
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  // An entry pushed while the connection was not up reached no one here: each time it comes up,
  // page one is read again and what is new or grown since goes on top.
  useEffect(
    () =>
      realtime.whenUp(() => {
        const shown = itemsRef.current;
        if (!shown) return;
        void services.quietClient.api
          .GET('/user/notifications', {
            params: { query: { type: tab, skip: 0, limit: pageSize } },
          })
          .then(({ data }) => {
            const now = itemsRef.current;
            if (data && now) setEdits((edits) => addMissedNotifications(edits, now, data.items));
          });
      }),
    [realtime, services, tab, pageSize],
  );

  // Seeing is reading (spec §4): the unread entries on screen while the page is in view are marked
  // read on the server and leave the badge at once. They keep their unread look for this visit,
  // so the reader still sees which are new; opening one then costs the badge nothing more.
  const seen = useRef(new Set<string>());
  const inView = useSyncExternalStore(subscribeVisibility, pageInView, () => true);
  useEffect(() => {
    if (!items || !inView) return;
    // An entry that grows (another person follows) comes back unread under the same id: it is
    // seen again by its last change.
    const unseen = items.filter((item) => !item.read && !seen.current.has(seenKey(item)));
    if (unseen.length === 0) return;
    for (const item of unseen) seen.current.add(seenKey(item));
    const ids = unseen.map((item) => item.id);
    badge.read(items, ids);
    void client.api
      .POST('/user/notifications/read', { body: { ids } })
      .then(({ data }) => data && badge.set(data.unread))
      .catch(() => undefined);
  }, [items, inView, badge, client]);

  const reload = useCallback(() => {
    setEdits(noNotificationEdits<Notification>());
    send({ type: 'LOAD' });
  }, [send]);
  const loadMore = useCallback(() => send({ type: 'LOAD_MORE' }), [send]);

  const read = useCallback(
    (id: string) => {
      const shown = itemsRef.current;
      const entry = shown?.find((item) => item.id === id);
      if (!entry || entry.read) return;
      setEdits((now) => markNotificationsReadHere(now, [id]));
      if (seen.current.has(seenKey(entry))) return;
      badge.read(shown, [id]);
      void client.api
        .POST('/user/notifications/read', { body: { ids: [id] } })
        .then(({ data }) => data && badge.set(data.unread))
        .catch(() => undefined);
    },
    [badge, client],
  );

  const readAll = useCallback(async () => {
    const shown = itemsRef.current ?? [];
    const before = badge.get();
    let previous: NotificationListEdits<Notification> | null = null;
    setEdits((now) => {
      previous = now;
      return markNotificationsReadHere(now, unreadNotificationIds(shown));
    });
    badge.set(0);
    const result = await client.api
      .POST('/user/notifications/read', { body: { all: true } })
      .catch(() => null);
    if (result?.data) {
      badge.set(result.data.unread);
    } else {
      // Refused or offline: the entries and the badge go back to what they were.
      if (previous) {
        const restore: NotificationListEdits<Notification> = previous;
        setEdits(restore);
      }
      badge.set(before);
    }
  }, [badge, client]);

  return {
    items,
    loadingFirst: pages === null || snapshot.matches('loading'),
    loadingMore: snapshot.matches('loadingMore'),
    hasMore,
    error,
    reload,
    loadMore,
    read,
    readAll,
  };
}

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

function pageInView(): boolean {
  return document.visibilityState !== 'hidden';
}

/** An entry as it was seen: its id and its last change. */
function seenKey(entry: Notification): string {
  return `${entry.id} ${entry.updatedAt}`;
}
