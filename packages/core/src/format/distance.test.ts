import { describe, expect, it } from 'vitest';
import { formatDistance } from './distance';

describe('formatDistance', () => {
  it('writes miles, with one decimal below 10', () => {
    expect(formatDistance(12.4)).toBe('12 mi');
    expect(formatDistance(3.25, 'ml')).toBe('3.3 mi');
  });

  it('converts to kilometres', () => {
    expect(formatDistance(12, 'km')).toBe('19 km');
    expect(formatDistance(1, 'km')).toBe('1.6 km');
  });

  it('writes a dash when the distance is unknown', () => {
    expect(formatDistance(null)).toBe('—');
  });
});
