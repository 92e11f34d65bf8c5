import { describe, expect, it } from 'vitest';
import { parseMoneyInput, wholeUnitsOf } from './money-input';

const minor = (text: string, locale = 'en-US', currency = 'USD') => {
  const read = parseMoneyInput(text, { locale, currency });
  return read.ok ? read.minor : read.reason;
};

describe('parseMoneyInput', () => {
  it.each([
    ['$132,500', 13_250_000],
    ['132500', 13_250_000],
    ['132 500', 13_250_000],
    ['$ 132,500.00', 13_250_000],
    ['USD 132,500', 13_250_000],
    ['132,500 USD', 13_250_000],
    ['1,250.5', 125_050],
    ['12.50', 1250],
    ['.99', 99],
    ['1,000,000', 100_000_000],
  ])('reads %j in en-US as %d cents', (text, expected) => {
    expect(minor(text)).toBe(expected);
  });

  it('reads the marks as the reader’s locale writes them', () => {
    expect(minor('132.500 €', 'de-DE', 'EUR')).toBe(13_250_000);
    expect(minor('1.250,50 €', 'de-DE', 'EUR')).toBe(125_050);
    expect(minor('132,500', 'de-DE', 'EUR')).toBe(13_250);
    expect(minor('132 500,75', 'fr-FR', 'EUR')).toBe(13_250_075);
    expect(minor("CHF 1'250.50", 'de-CH', 'CHF')).toBe(125_050);
    expect(minor('¥132,500', 'ja-JP', 'JPY')).toBe(132_500);
  });

  it('refuses what is not an amount', () => {
    expect(minor('')).toBe('empty');
    expect(minor('  ')).toBe('empty');
    expect(minor('-50')).toBe('negative');
    expect(minor('$-50')).toBe('negative');
    expect(minor('lots')).toBe('invalid');
    expect(minor('1,2,3')).toBe('invalid');
    expect(minor('12.345.6')).toBe('invalid');
    expect(minor('12.999')).toBe('invalid');
    expect(minor('12.9999')).toBe('invalid');
    expect(minor('90k')).toBe('invalid');
    expect(minor('US$90')).toBe(9000);
    expect(minor('5,000,000,000')).toBe('invalid');
  });
});

describe('wholeUnitsOf', () => {
  it('gives whole units, or null when there are cents', () => {
    expect(wholeUnitsOf(13_250_000)).toBe(132_500);
    expect(wholeUnitsOf(13_250_050)).toBeNull();
    expect(wholeUnitsOf(132_500, 'JPY')).toBe(132_500);
  });
});
