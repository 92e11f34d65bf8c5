// What people type into a money field: "$132,500", "132 500 €", "1.250,50", "USD 90k" is not
// money. One parser for every money field (bids, budgets, pay, quotes): currency signs and codes
// are dropped, group separators read as the reader's locale writes them, and the amount becomes
// minor units (cents) of the currency. Fields the contract keeps in whole units take
// `wholeUnitsOf` on top.

export type MoneyInput =
  { ok: true; minor: number } | { ok: false; reason: 'empty' | 'invalid' | 'negative' };

/** The largest amount a money field takes, in whole units (a billion). */
export const MONEY_INPUT_MAX_UNITS = 1_000_000_000;

/** The reader's locale where there is one (the browser's language), else en-US. */
export function readerNumberLocale(): string {
  const nav = (globalThis as { navigator?: { languages?: readonly string[]; language?: string } })
    .navigator;
  return nav?.languages?.[0] ?? nav?.language ?? 'en-US';
}

/** Minor units in one whole unit: 2 for USD and EUR, 0 for JPY. */
export function minorDigitsOf(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

function decimalSeparatorOf(locale: string): string {
  try {
    return (
      new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')
        ?.value ?? '.'
    );
  } catch {
    return '.';
  }
}

/**
 * Reads a typed amount as minor units of `currency`. Signs, codes and spaces go; of "." and ","
 * the last one is the decimal mark when both appear; a single mark followed by other than three
 * digits is decimal; "132,500" and "132.500" follow the locale (a group in en-US, decimal in
 * de-DE, where "132.500" is a group).
 */
export function parseMoneyInput(
  text: string,
  options: { currency?: string; locale?: string } = {},
): MoneyInput {
  const currency = options.currency ?? 'USD';
  const locale = options.locale ?? readerNumberLocale();
  const digits = minorDigitsOf(currency);
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  if (/^[^\d]*[-−(]/.test(trimmed)) return { ok: false, reason: 'negative' };
  // Currency signs and codes, spaces of any kind and apostrophes (Swiss groups) go.
  const bare = trimmed
    .replace(/^(?:[A-Za-z]{0,3}\p{Sc}|[A-Za-z]{3}(?![A-Za-z])|\s)+/u, '')
    .replace(/(?:[A-Za-z]{0,3}\p{Sc}|(?<![A-Za-z])[A-Za-z]{3}|\s)+$/u, '')
    .replace(/[\s\u00a0\u202f']/g, '');
  if (!/^[\d.,]*\d$/.test(bare)) return { ok: false, reason: 'invalid' };
  const marks = [...bare.matchAll(/[.,]/g)].map((match) => match[0]);
  let decimal: string | null = null;
  if (marks.includes('.') && marks.includes(',')) decimal = marks.at(-1)!;
  else if (marks.length === 1) {
    const mark = marks[0]!;
    const after = bare.length - bare.indexOf(mark) - 1;
    decimal = after !== 3 || decimalSeparatorOf(locale) === mark ? mark : null;
  }
  let whole = bare;
  let fraction = '';
  if (decimal !== null) {
    const at = bare.lastIndexOf(decimal);
    whole = bare.slice(0, at);
    fraction = bare.slice(at + 1);
    if (/[.,]/.test(fraction)) return { ok: false, reason: 'invalid' };
  }
  // What is left of the marks are groups of three digits.
  const groups = whole.split(/[.,]/);
  if (groups.length > 1 && groups.slice(1).some((group) => group.length !== 3)) {
    return { ok: false, reason: 'invalid' };
  }
  whole = groups.join('');
  if (whole === '') whole = '0';
  if (fraction.length > digits && !/^0*$/.test(fraction.slice(digits))) {
    return { ok: false, reason: 'invalid' };
  }
  const units = Number(whole);
  if (!Number.isSafeInteger(units) || units > MONEY_INPUT_MAX_UNITS) {
    return { ok: false, reason: 'invalid' };
  }
  const cents = Number((fraction.slice(0, digits) || '0').padEnd(digits, '0')) || 0;
  return { ok: true, minor: units * 10 ** digits + cents };
}

/** Whole units of minor units, or null when there are cents (fields kept in whole units). */
export function wholeUnitsOf(minor: number, currency = 'USD'): number | null {
  const scale = 10 ** minorDigitsOf(currency);
  return minor % scale === 0 ? minor / scale : null;
}

/** Currency units of minor units (1250 cents: 12.5), for fields the contract keeps as a number. */
export function unitsOfMinor(minor: number, currency = 'USD'): number {
  return minor / 10 ** minorDigitsOf(currency);
}
