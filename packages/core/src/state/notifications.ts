import type { Id } from './identity';
import { sameId } from './identity';

export interface NotificationLike {
  id: Id;
  read?: boolean;
}

export interface NotificationsState<N> {
  items: N[] | null;
  /** The unread badge count. */
  unread: number;
}

/**
 * Reading notifications marks each read and lowers the badge count by one per notification that
 * was unread (or not loaded here), never below 0. Already-read items do not lower it again.
 */
export function readNotifications<N extends NotificationLike>(
  state: NotificationsState<N>,
  ids: readonly Id[],
): NotificationsState<N> {
  let lowered = 0;
  for (const id of new Set(ids.map(String))) {
    const item = state.items?.find((candidate) => sameId(candidate.id, id));
    if (!item || item.read !== true) lowered += 1;
  }
  const wanted = new Set(ids.map(String));
  return {
    items:
      state.items?.map((item) => (wanted.has(String(item.id)) ? { ...item, read: true } : item)) ??
      null,
    unread: Math.max(0, state.unread - lowered),
  };
}
