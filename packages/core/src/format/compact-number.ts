const THOUSAND = 1_000;
const MILLION = 1_000_000;

/** "1.23" from 123 hundredths. */
function fromHundredths(hundredths: number): string {
  const whole = Math.trunc(hundredths / 100);
  const fraction = String(hundredths % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}

/**
 * Compact count (spec section 5): below 1,000 the number as is; thousands as K and millions (and
 * above) as M, always with two decimals, truncated rather than rounded so a count is never
 * overstated: 999 → "999", 1000 → "1.00K", 1234 → "1.23K", 1999 → "1.99K", 999999 → "999.99K",
 * 1500000 → "1.50M". Negative numbers keep their sign; null, undefined and non-finite give "0".
 */
export function formatCompactNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  if (size >= MILLION) return `${sign}${fromHundredths(Math.trunc(size / (MILLION / 100)))}M`;
  if (size >= THOUSAND) return `${sign}${fromHundredths(Math.trunc(size / (THOUSAND / 100)))}K`;
  return `${sign}${Number.isInteger(size) ? size : Math.trunc(size * 100) / 100}`;
}
