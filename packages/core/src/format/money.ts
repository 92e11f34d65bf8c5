// How money is written: board amounts (bids, budgets, pay) are whole units; membership prices are
// minor units (cents), as the contract says for each.

/** "$12,500" from whole units (the currency's own sign where Intl knows one). */
export function formatMoney(amount: number, currency = 'USD'): string {
  return formatCurrency(amount, currency, 0);
}

/** "$12.50" from 1250 minor units (cents); "$12" when there are no cents. */
export function formatMinorUnits(minor: number, currency = 'USD'): string {
  const digits = fractionDigitsOf(currency);
  const amount = minor / 10 ** digits;
  return formatCurrency(amount, currency, Number.isInteger(amount) ? 0 : digits);
}

/** Minor units in one whole unit's digits: 2 for USD and EUR, 0 for JPY. */
export function fractionDigitsOf(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

function formatCurrency(amount: number, currency: string, digits: number): string {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    // An unknown currency code: the number with the code after it.
    return `${amount.toLocaleString('en-US', { maximumFractionDigits: digits })} ${currency}`;
  }
}
