import { CARD_FALLBACK_GAPS, CARD_FALLBACK_MAX_LENGTH, detectCardBrand } from './card-brands';

/** Inserts a space at each gap position (gaps are digit counts before which a space goes). */
export function groupDigits(digits: string, gaps: readonly number[]): string {
  let result = '';
  for (let index = 0; index < digits.length; index += 1) {
    if (index > 0 && gaps.includes(index)) result += ' ';
    result += digits[index];
  }
  return result;
}

/**
 * Formats card-number input as typed: keeps digits only, cuts to the brand's maximum length
 * (19 when the brand is unknown) and groups the digits with the brand's gaps.
 */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '');
  const brand = detectCardBrand(digits);
  const maxLength = brand?.maxLength ?? CARD_FALLBACK_MAX_LENGTH;
  const gaps = brand?.gaps ?? CARD_FALLBACK_GAPS;
  return groupDigits(digits.slice(0, maxLength), gaps);
}

/** Digits only, cut to the brand's maximum length: the value to send to the payment provider. */
export function cardNumberDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  const maxLength = detectCardBrand(digits)?.maxLength ?? CARD_FALLBACK_MAX_LENGTH;
  return digits.slice(0, maxLength);
}
