import { describe, expect, it } from 'vitest';
import { readNotifications } from './notifications';

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
