import { describe, expect, it } from 'vitest';
import { formatMinorUnits, formatMoney } from './money';

describe('formatMoney', () => {
  it('writes whole units with the currency sign and thousands separators', () => {
    expect(formatMoney(12500)).toBe('$12,500');
    expect(formatMoney(0, 'USD')).toBe('$0');
    expect(formatMoney(900, 'EUR')).toBe('€900');
  });

  it('rounds to whole units', () => {
    expect(formatMoney(12.6)).toBe('$13');
  });

  it('writes an unknown currency code after the number', () => {
    expect(formatMoney(1200, 'NOPE1')).toBe('1,200 NOPE1');
  });
});

describe('formatMinorUnits', () => {
  it('writes cents as dollars and cents', () => {
    expect(formatMinorUnits(1250)).toBe('$12.50');
    expect(formatMinorUnits(123456, 'USD')).toBe('$1,234.56');
  });

  it('leaves out .00 for a whole amount', () => {
    expect(formatMinorUnits(1500)).toBe('$15');
  });

  it('knows currencies without minor units', () => {
    expect(formatMinorUnits(500, 'JPY')).toBe('¥500');
  });
});
