import { describe, expect, it } from 'vitest';
import { formatHours } from './hours';

describe('formatHours', () => {
  it('writes under an hour as "under 1 h"', () => {
    expect(formatHours(0.4)).toBe('under 1 h');
  });

  it('writes hours up to two days', () => {
    expect(formatHours(1)).toBe('1 h');
    expect(formatHours(2.6)).toBe('3 h');
    expect(formatHours(47)).toBe('47 h');
  });

  it('writes days from 48 hours', () => {
    expect(formatHours(48)).toBe('2 d');
    expect(formatHours(100)).toBe('4 d');
  });
});
