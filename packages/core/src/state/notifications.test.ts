import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TABS } from '../enums/tabs';
import {
  addLiveNotification,
  addMissedNotifications,
  applyNotificationEdits,
  describeActors,
  markNotificationsReadHere,
  noNotificationEdits,
  notificationInTab,
  readNotifications,
  unreadNotificationIds,
} from './notifications';

const state = {
  items: [
    { id: 1, read: false },
    { id: 2, read: true },
    { id: 3, read: false },
  ],
  unread: 5,
};

describe('readNotifications', () => {
  it('marks the item read and lowers the badge count', () => {
    const next = readNotifications(state, [1]);
    expect(next.unread).toBe(4);
    expect(next.items?.[0]).toEqual({ id: 1, read: true });
  });

  it('lowers by one per unread item read', () => {
    expect(readNotifications(state, [1, 3]).unread).toBe(3);
  });

  it('does not lower the count again for an item already read', () => {
    expect(readNotifications(state, [2]).unread).toBe(5);
  });

  it('lowers the count for a notification not loaded here', () => {
    expect(readNotifications(state, [99]).unread).toBe(4);
  });

  it('never goes below zero', () => {
    expect(readNotifications({ ...state, unread: 1 }, [1, 3]).unread).toBe(0);
    expect(readNotifications({ items: null, unread: 0 }, ['x'])).toEqual({
      items: null,
      unread: 0,
    });
  });

  it('counts a repeated id once', () => {
    expect(readNotifications(state, [1, 1, '1']).unread).toBe(4);
  });
});

describe('notification tabs', () => {
  it('puts each type on its tab and every type on all', () => {
    expect(NOTIFICATION_TABS).toEqual([
      'all',
      'replies',
      'mentions',
      'reposts',
      'reactions',
      'follows',
    ]);
    expect(notificationInTab('reaction', 'all')).toBe(true);
    expect(notificationInTab('system', 'all')).toBe(true);
    expect(notificationInTab('reply', 'replies')).toBe(true);
    expect(notificationInTab('mention', 'mentions')).toBe(true);
    expect(notificationInTab('repost', 'reposts')).toBe(true);
    expect(notificationInTab('quote', 'reposts')).toBe(true);
    expect(notificationInTab('reaction', 'reactions')).toBe(true);
    expect(notificationInTab('follow', 'follows')).toBe(true);
    expect(notificationInTab('follow', 'reactions')).toBe(false);
    expect(notificationInTab('quote', 'mentions')).toBe(false);
  });
});

describe('live notifications and reads on a loaded list', () => {
  const pages = [
    { id: 'a', read: false },
    { id: 'b', read: true },
    { id: 'c', read: false },
  ];

  it('shows the pages as they are without edits, and nothing before the first page', () => {
    expect(applyNotificationEdits(pages, noNotificationEdits())).toEqual(pages);
    expect(applyNotificationEdits(null, noNotificationEdits())).toBeNull();
  });

  it('puts a live entry on top', () => {
    const edits = addLiveNotification(noNotificationEdits(), { id: 'd', read: false });
    expect(applyNotificationEdits(pages, edits)?.map((n) => n.id)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('moves a grouped entry that grew to the top, once, unread again', () => {
    let edits = markNotificationsReadHere(noNotificationEdits(), ['c']);
    edits = addLiveNotification(edits, { id: 'c', read: false });
    edits = addLiveNotification(edits, { id: 'd', read: false });
    edits = addLiveNotification(edits, { id: 'c', read: false });
    expect(applyNotificationEdits(pages, edits)).toEqual([
      { id: 'c', read: false },
      { id: 'd', read: false },
      { id: 'a', read: false },
      { id: 'b', read: true },
    ]);
  });

  it('puts on top what page one shows new or grown after the connection came back, newest first', () => {
    const shown = [
      { id: 'b', read: true, updatedAt: '2026-11-28T10:00:00.000Z' },
      { id: 'a', read: false, updatedAt: '2026-11-28T09:00:00.000Z' },
    ];
    const fetched = [
      { id: 'a', read: false, updatedAt: '2026-11-28T10:02:00.000Z' },
      { id: 'c', read: false, updatedAt: '2026-11-28T10:01:00.000Z' },
      { id: 'b', read: true, updatedAt: '2026-11-28T10:00:00.000Z' },
    ];
    const edits = addMissedNotifications(noNotificationEdits(), shown, fetched);
    expect(applyNotificationEdits(shown, edits)?.map((n) => n.id)).toEqual(['a', 'c', 'b']);
    expect(addMissedNotifications(noNotificationEdits(), shown, shown).live).toEqual([]);
  });

  it('marks entries read here, pages and live ones alike', () => {
    let edits = addLiveNotification(noNotificationEdits(), { id: 'd', read: false });
    edits = markNotificationsReadHere(edits, ['a', 'd']);
    const shown = applyNotificationEdits(pages, edits)!;
    expect(shown.map((n) => n.read)).toEqual([true, true, true, false]);
    expect(unreadNotificationIds(shown)).toEqual(['c']);
  });
});

describe('describeActors', () => {
  it('words one, two and more people as Mastodon does', () => {
    expect(describeActors(['Ana'], 1)).toBe('Ana');
    expect(describeActors(['Ana', 'Ben'], 2)).toBe('Ana and Ben');
    expect(describeActors(['Ana', 'Ben', 'Cy', 'Dee'], 4)).toBe('Ana and 3 others');
    // Only 8 people come with an entry; the count says how many there are.
    expect(describeActors(['Ana', 'Ben'], 12)).toBe('Ana and 11 others');
    expect(describeActors(['Ana'], 2)).toBe('Ana and 1 other');
    expect(describeActors([], 0)).toBe('Someone');
    expect(describeActors(['Ana', 'Ben'], 0)).toBe('Ana and Ben');
  });
});
