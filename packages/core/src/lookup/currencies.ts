import { z } from 'zod';

/** The 35 currencies the product accepts: USD, EUR, JPY, GBP and 31 other major ones. */
export const CURRENCY_CODES = [
  'USD',
  'EUR',
  'JPY',
  'GBP',
  'AUD',
  'CAD',
  'CHF',
  'CNY',
  'HKD',
  'NZD',
  'SEK',
  'KRW',
  'SGD',
  'NOK',
  'MXN',
  'INR',
  'RUB',
  'ZAR',
  'TRY',
  'BRL',
  'TWD',
  'DKK',
  'PLN',
  'THB',
  'IDR',
  'HUF',
  'CZK',
  'ILS',
  'CLP',
  'PHP',
  'AED',
  'COP',
  'SAR',
  'MYR',
  'RON',
] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export interface Currency {
  code: CurrencyCode;
  /** Localised name from Intl ("US Dollar"); the code when Intl lacks it. */
  name: string;
  /** Narrow symbol from Intl ("$", "€"); the code when Intl has none. */
  symbol: string;
}

function currencyName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function currencySymbol(code: string, locale: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}

const cache = new Map<string, readonly Currency[]>();

/** The 35 currencies with names and symbols for a locale (English by default), cached. */
export function listCurrencies(locale = 'en'): readonly Currency[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const list = CURRENCY_CODES.map((code) => ({
    code,
    name: currencyName(code, locale),
    symbol: currencySymbol(code, locale),
  }));
  cache.set(locale, list);
  return list;
}

/** True for one of the 35 accepted currency codes. */
export function isCurrencyCode(code: string): code is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(code);
}

/** Validates a currency code against the 35 accepted ones. */
export const currencyCodeSchema = z.enum(CURRENCY_CODES, {
  error: 'Choose one of the supported currencies.',
});
