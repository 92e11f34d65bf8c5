import { describe, expect, it } from 'vitest';
import { toggleFavorite, toggleListingStatus, toggledStatus } from './listing-toggles';

describe('project and job toggles', () => {
  it.each([
    ['opened', 'closed'],
    ['closed', 'opened'],
  ] as const)('toggles status %s to %s', (from, to) => {
    expect(toggledStatus(from)).toBe(to);
    expect(toggleListingStatus({ id: 1, status: from })).toEqual({ id: 1, status: to });
  });

  it.each([
    [true, false],
    [false, true],
    [undefined, true],
  ])('toggles favorite %s to %s', (from, to) => {
    expect(toggleFavorite({ id: 1, favorite: from }).favorite).toBe(to);
  });
});
