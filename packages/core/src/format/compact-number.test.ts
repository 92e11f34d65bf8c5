import { describe, expect, it } from 'vitest';
import { formatCompactNumber } from './compact-number';

describe('formatCompactNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1.00K'],
    [1005, '1.00K'],
    [1010, '1.01K'],
    [1150, '1.15K'],
    [1234, '1.23K'],
    [1239, '1.23K'],
    [1999, '1.99K'],
    [12_345, '12.34K'],
    [999_999, '999.99K'],
    [1_000_000, '1.00M'],
    [1_500_000, '1.50M'],
    [1_234_567, '1.23M'],
    [1_234_567_890, '1234.56M'],
    [-1234, '-1.23K'],
    [-5, '-5'],
    [12.345, '12.34'],
  ])('formats %d as %j', (value, expected) => {
    expect(formatCompactNumber(value)).toBe(expected);
  });

  it.each([[null], [undefined], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'formats %j as "0"',
    (value) => {
      expect(formatCompactNumber(value)).toBe('0');
    },
  );
});
