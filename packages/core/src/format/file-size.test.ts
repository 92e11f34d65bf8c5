import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('gives bytes below one kilobyte', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('counts in steps of 1024, one decimal below 10 of a unit', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(12.4 * 1024 * 1024)).toBe('12 MB');
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe('3.3 GB');
  });

  it('treats nonsense as nothing', () => {
    expect(formatFileSize(-5)).toBe('0 B');
    expect(formatFileSize(Number.NaN)).toBe('0 B');
  });
});
