import type { Id } from './identity';
import { sameId } from './identity';
import type { NotificationTab } from '../enums/tabs';

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

/** Which notification types each tab shows (the contract's NotificationFilter); null is all. */
const TAB_TYPES: Record<NotificationTab, readonly string[] | null> = {
  all: null,
  replies: ['reply'],
  mentions: ['mention'],
  // A quote is a repost with words of its own.
  reposts: ['repost', 'quote'],
  reactions: ['reaction'],
  follows: ['follow'],
};

/** Whether a notification of `type` belongs on `tab` (every type belongs on `all`). */
export function notificationInTab(type: string, tab: NotificationTab): boolean {
  const types = TAB_TYPES[tab];
  return types === null || types.includes(type);
}

export interface NotificationListEdits<N extends NotificationLike> {
  /** Entries pushed live since the list loaded, newest first. */
  live: N[];
  /** Ids read here since the list loaded (by a click or "Mark all as read"). */
  read: ReadonlySet<string>;
}

export function noNotificationEdits<N extends NotificationLike>(): NotificationListEdits<N> {
  return { live: [], read: new Set() };
}

/**
 * A notification pushed live goes on top. A grouped entry that grew ("Ana and 3 others") comes
 * again with its id: the newer copy replaces the older one and moves to the top, unread again
 * (the server says so) even if it was read here before.
 */
export function addLiveNotification<N extends NotificationLike>(
  edits: NotificationListEdits<N>,
  entry: N,
): NotificationListEdits<N> {
  const read = new Set(edits.read);
  if (entry.read !== true) read.delete(String(entry.id));
  return {
    live: [entry, ...edits.live.filter((item) => !sameId(item.id, entry.id))],
    read,
  };
}

/**
 * Page one fetched again after the live connection came back up: the entries the pushes missed
 * (not shown yet, or grown since: a later `updatedAt`) go on top as if pushed, oldest first so
 * the newest ends on top. Entries shown as they are stay where they are.
 */
export function addMissedNotifications<N extends NotificationLike & { updatedAt?: string }>(
  edits: NotificationListEdits<N>,
  shown: readonly N[],
  fetched: readonly N[],
): NotificationListEdits<N> {
  const known = new Map(shown.map((item) => [String(item.id), item.updatedAt ?? '']));
  const missed = fetched.filter((item) => {
    const at = known.get(String(item.id));
    return at === undefined || (item.updatedAt ?? '') > at;
  });
  return missed.reduceRight((now, entry) => addLiveNotification(now, entry), edits);
}

/** Marks entries read here (a click, or every entry shown for "Mark all as read"). */
export function markNotificationsReadHere<N extends NotificationLike>(
  edits: NotificationListEdits<N>,
  ids: readonly Id[],
): NotificationListEdits<N> {
  const read = new Set(edits.read);
  for (const id of ids) read.add(String(id));
  return { ...edits, read };
}

/**
 * What the screen shows: the live entries on top, then the loaded pages without the entries that
 * came again live (each id once, the live copy wins), with the reads done here applied. Null
 * while the first page has not come.
 */
export function applyNotificationEdits<N extends NotificationLike>(
  pages: readonly N[] | null,
  edits: NotificationListEdits<N>,
): N[] | null {
  if (pages === null) return null;
  const seen = new Set<string>();
  const shown: N[] = [];
  for (const item of [...edits.live, ...pages]) {
    const key = String(item.id);
    if (seen.has(key)) continue;
    seen.add(key);
    shown.push(edits.read.has(key) && item.read !== true ? { ...item, read: true } : item);
  }
  return shown;
}

/** The ids of the unread entries among `items`. */
export function unreadNotificationIds<N extends NotificationLike>(items: readonly N[]): Id[] {
  return items.filter((item) => item.read !== true).map((item) => item.id);
}

/**
 * Who did it, as Mastodon 4.3 words a grouped entry: "Ana", "Ana and Ben", "Ana and 3 others"
 * (`count` is how many people the entry stands for; `names` the newest first). With no name (a
 * system notification) it is "Someone".
 */
export function describeActors(names: readonly string[], count: number): string {
  const [first, second] = names;
  if (!first) return 'Someone';
  const total = Math.max(count, names.length);
  if (total <= 1) return first;
  if (total === 2) return second ? `${first} and ${second}` : `${first} and 1 other`;
  return `${first} and ${total - 1} others`;
}
