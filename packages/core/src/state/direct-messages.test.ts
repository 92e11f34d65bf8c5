import { describe, expect, it } from 'vitest';
import {
  addOlderPage,
  appendChats,
  emptyTimeline,
  latestIncomingId,
  markSentMessagesRead,
  pinChat,
  readReceipt,
  removeChat,
  shouldAnnounceTyping,
  updateChat,
  upsertChat,
  upsertMessage,
} from './direct-messages';

const ME = 'me';
const msg = (id: string, minute: number, sender = 'ana', extra: object = {}) => ({
  id,
  createdAt: `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
  sender: { id: sender },
  recipientRead: false,
  ...extra,
});
const chat = (id: string, minute: number, pinned = false, unread = 0) => ({
  id,
  pinned,
  unread,
  message: { createdAt: `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z` },
});
type Msg = ReturnType<typeof msg>;
const empty = () => emptyTimeline<Msg>();
const ids = (items: readonly { id: string | number }[]) => items.map((item) => item.id);

describe('direct message timeline', () => {
  it('shows pages oldest first and loads older pages on top while pages are full', () => {
    const first = addOlderPage(empty(), { items: [msg('c', 3), msg('b', 2)], count: 3 }, 2);
    expect(ids(first.items)).toEqual(['b', 'c']);
    expect(first).toMatchObject({ count: 3, hasMore: true });
    const second = addOlderPage(first, { items: [msg('a', 1)], count: 3 }, 2);
    expect(ids(second.items)).toEqual(['a', 'b', 'c']);
    expect(second.hasMore).toBe(false);
  });

  it('does not repeat a live message an older page also holds', () => {
    const live = upsertMessage(empty(), msg('b', 2));
    const next = addOlderPage(live, { items: [msg('b', 2), msg('a', 1)], count: 2 }, 20);
    expect(ids(next.items)).toEqual(['a', 'b']);
    expect(next.count).toBe(2);
  });

  it('adds a new message in time order and replaces an edited or deleted one in place', () => {
    let timeline = addOlderPage(empty(), { items: [msg('b', 2), msg('a', 1)], count: 2 }, 20);
    timeline = upsertMessage(timeline, msg('c', 3));
    expect(ids(timeline.items)).toEqual(['a', 'b', 'c']);
    expect(timeline.count).toBe(3);
    timeline = upsertMessage(timeline, msg('a', 1, 'ana', { deleted: true }));
    expect(ids(timeline.items)).toEqual(['a', 'b', 'c']);
    expect(timeline.items[0]).toMatchObject({ deleted: true });
    expect(timeline.count).toBe(3);
  });

  it('marks own messages read up to the message read, and shows the receipt', () => {
    const timeline = addOlderPage(
      empty(),
      { items: [msg('c', 3, ME), msg('b', 2, 'ana'), msg('a', 1, ME)], count: 3 },
      20,
    );
    const read = markSentMessagesRead(timeline, ME, 'b');
    expect(read.items.map((item) => item.recipientRead)).toEqual([true, false, false]);
    expect(readReceipt(read.items[0]!, ME)).toBe('Read');
    expect(readReceipt(read.items[2]!, ME)).toBe('Sent');
    expect(readReceipt(read.items[1]!, ME)).toBeNull();
    expect(markSentMessagesRead(timeline, ME).items[2]!.recipientRead).toBe(true);
    expect(latestIncomingId(timeline, ME)).toBe('b');
    expect(latestIncomingId(empty(), ME)).toBeNull();
  });
});

describe('direct message chat lists', () => {
  const lists = { pinned: [chat('p', 1, true)], users: [chat('u1', 5), chat('u2', 3)] };

  it('appends pages without repeats, newest first', () => {
    expect(ids(appendChats(lists.users, [chat('u2', 3), chat('u3', 4)]))).toEqual([
      'u1',
      'u3',
      'u2',
    ]);
  });

  it('moves a chat with a new message to the top of its list', () => {
    const next = upsertChat(lists, chat('u2', 9, false, 1));
    expect(ids(next.users)).toEqual(['u2', 'u1']);
    expect(next.users[0]!.unread).toBe(1);
    const pinned = upsertChat(lists, chat('u1', 9, true));
    expect(ids(pinned.pinned)).toEqual(['u1', 'p']);
    expect(ids(pinned.users)).toEqual(['u2']);
  });

  it('pins, updates and removes', () => {
    expect(ids(pinChat(lists, 'u2', true).pinned)).toEqual(['u2', 'p']);
    expect(updateChat(lists, 'u1', (c) => ({ ...c, unread: 0 })).users[0]!.unread).toBe(0);
    expect(ids(removeChat(lists, 'u1').users)).toEqual(['u2']);
  });
});

describe('typing announcements', () => {
  it('announces at once, then at most once per interval', () => {
    expect(shouldAnnounceTyping(null, 0, 2000)).toBe(true);
    expect(shouldAnnounceTyping(1000, 2500, 2000)).toBe(false);
    expect(shouldAnnounceTyping(1000, 3000, 2000)).toBe(true);
  });
});
