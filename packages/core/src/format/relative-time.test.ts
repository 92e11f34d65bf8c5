import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-05-10T12:00:00Z');
  it.each([
    ['2026-05-10T11:59:40Z', 'just now'],
    ['2026-05-10T12:00:30Z', 'just now'],
    ['2026-05-10T11:55:00Z', '5 min ago'],
    ['2026-05-10T09:00:00Z', '3 h ago'],
    ['2026-05-08T12:00:00Z', '2 d ago'],
    ['not a date', ''],
  ])('%s → %s', (iso, expected) => {
    expect(formatRelativeTime(iso, now)).toBe(expected);
  });

  it('gives the date for older posts, with the year when it is not this year', () => {
    expect(formatRelativeTime('2026-03-12T12:00:00Z', now)).toBe('12 Mar');
    expect(formatRelativeTime('2025-03-12T12:00:00Z', now)).toBe('12 Mar 2025');
  });
});
