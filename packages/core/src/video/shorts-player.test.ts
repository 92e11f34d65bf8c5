import { describe, expect, it } from 'vitest';
import {
  activeShortFrom,
  shortPlays,
  shortPreload,
  shortsNeedMore,
  shortsStep,
  stepShort,
} from './shorts-player';

describe('shorts player keys', () => {
  it('ArrowDown and j go to the next short, ArrowUp and k to the previous', () => {
    expect(shortsStep('ArrowDown')).toBe(1);
    expect(shortsStep('j')).toBe(1);
    expect(shortsStep('ArrowUp')).toBe(-1);
    expect(shortsStep('k')).toBe(-1);
  });

  it('other keys do not move the player', () => {
    for (const key of ['Enter', ' ', 'J', 'ArrowLeft', 'PageDown'])
      expect(shortsStep(key)).toBe(null);
  });

  it('a step stays inside the list', () => {
    expect(stepShort(0, 1, 3)).toBe(1);
    expect(stepShort(2, 1, 3)).toBe(2);
    expect(stepShort(0, -1, 3)).toBe(0);
    expect(stepShort(2, -1, 3)).toBe(1);
    expect(stepShort(0, 1, 0)).toBe(0);
  });
});

describe('the active short', () => {
  it('is the most visible one once it shows enough of itself', () => {
    expect(activeShortFrom([0.1, 0.9, 0], 0)).toBe(1);
    expect(activeShortFrom([0.7, 0.65], 1)).toBe(0);
    expect(activeShortFrom([0, 0, 0.6], 0)).toBe(2);
  });

  it('stays the current one mid-swipe, when none shows enough', () => {
    expect(activeShortFrom([0.5, 0.5], 0)).toBe(0);
    expect(activeShortFrom([0.3, 0.4, 0.2], 2)).toBe(2);
    expect(activeShortFrom([], 4)).toBe(4);
  });
});

describe('preloading and playing', () => {
  it('fetches the watched short and the next one in full, the one before only its metadata', () => {
    expect([0, 1, 2, 3, 4].map((i) => shortPreload(i, 2))).toEqual([
      'none',
      'metadata',
      'auto',
      'auto',
      'none',
    ]);
  });

  it('plays only the watched short, and nothing while the player is hidden', () => {
    expect(shortPlays(1, 1, true)).toBe(true);
    expect(shortPlays(0, 1, true)).toBe(false);
    expect(shortPlays(1, 1, false)).toBe(false);
  });

  it('does not play a short the person paused', () => {
    expect(shortPlays(1, 1, true, true)).toBe(false);
  });

  it('asks for the next page when fewer than two shorts are left after the watched one', () => {
    expect(shortsNeedMore(7, 10, true)).toBe(false);
    expect(shortsNeedMore(8, 10, true)).toBe(true);
    expect(shortsNeedMore(9, 10, true)).toBe(true);
    expect(shortsNeedMore(9, 10, false)).toBe(false);
  });
});
