import { describe, expect, it } from 'vitest';
import { formatMediaLength } from './media-length';

describe('formatMediaLength', () => {
  it('writes minutes and seconds, and hours past an hour', () => {
    expect(formatMediaLength(7.4)).toBe('0:07');
    expect(formatMediaLength(245)).toBe('4:05');
    expect(formatMediaLength(3723)).toBe('1:02:03');
  });
});
