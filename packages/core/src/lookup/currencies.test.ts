import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, currencyCodeSchema, isCurrencyCode, listCurrencies } from './currencies';

describe('currencies', () => {
  it('has 35 unique ISO codes starting with USD, EUR, JPY, GBP', () => {
    expect(CURRENCY_CODES).toHaveLength(35);
    expect(new Set(CURRENCY_CODES).size).toBe(35);
    expect(CURRENCY_CODES.slice(0, 4)).toEqual(['USD', 'EUR', 'JPY', 'GBP']);
    for (const code of CURRENCY_CODES) expect(code).toMatch(/^[A-Z]{3}$/);
  });

  it('names and symbols come from Intl', () => {
    const byCode = new Map(listCurrencies().map((currency) => [currency.code, currency]));
    expect(byCode.get('USD')).toEqual({ code: 'USD', name: 'US Dollar', symbol: '$' });
    expect(byCode.get('EUR')).toEqual({ code: 'EUR', name: 'Euro', symbol: '€' });
    expect(byCode.get('JPY')?.symbol).toBe('¥');
    expect(byCode.get('GBP')).toEqual({ code: 'GBP', name: 'British Pound', symbol: '£' });
  });

  it('localises names and caches per locale', () => {
    const german = listCurrencies('de');
    expect(german.find((currency) => currency.code === 'USD')?.name).toBe('US-Dollar');
    expect(listCurrencies('de')).toBe(german);
  });

  it('validates currency codes', () => {
    expect(isCurrencyCode('CHF')).toBe(true);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(currencyCodeSchema.safeParse('XYZ').success).toBe(false);
    expect(currencyCodeSchema.parse('EUR')).toBe('EUR');
  });
});
