// Checks of card details before they go to the payment processor (spec section 5): the Luhn
// checksum, the length the brand allows, an expiry that is not in the past, a CVC of the brand's
// size and a holder's name. The form and the server use the same checks; errors are per field.
import creditCardType from 'credit-card-type';
import { CARD_FALLBACK_MAX_LENGTH, detectCardBrand, INSTAPAYMENT_CARD_TYPE } from './card-brands';

/** The card fields as the form and the contract (`CardInput`) carry them. */
export interface CardFields {
  number: string;
  /** MM/YY. */
  expiry: string;
  cvc: string;
  holder: string;
}

/** The longest security code (American Express has four digits, the others three). */
export const CARD_CVC_MAX_LENGTH = 4;

export type CardFieldErrors = Partial<Record<keyof CardFields, string>>;

export const CARD_MESSAGES = {
  numberRequired: 'Enter the card number.',
  numberInvalid: 'This card number is not valid.',
  numberLength: 'This card number has the wrong number of digits for its brand.',
  expiryInvalid: 'Enter the expiry as MM/YY.',
  expiryPast: 'This card has expired.',
  cvcInvalid: 'Enter the security code from the back of the card.',
  holderRequired: 'Enter the name on the card.',
} as const;

/** The Luhn (mod 10) checksum of a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The lengths a number of this brand may have (at most the spec's maximum); 12–19 if unknown. */
export function cardLengthsOf(digits: string): number[] {
  const brand = detectCardBrand(digits);
  if (!brand) return [12, 13, 14, 15, 16, 17, 18, 19];
  creditCardType.addCard(INSTAPAYMENT_CARD_TYPE);
  const library = creditCardType(digits)[0]?.lengths ?? [];
  const allowed = library.filter((length) => length <= brand.maxLength);
  return allowed.length > 0 ? allowed : [brand.maxLength];
}

/** The expiry's month and four-digit year, or null when it is not MM/YY. */
export function parseCardExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** A card is usable through the last day of its expiry month. */
export function cardExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/** Field errors of card details; empty when they may be sent. */
export function checkCard(card: CardFields, now: Date = new Date()): CardFieldErrors {
  const errors: CardFieldErrors = {};
  const digits = card.number.replace(/[\s-]/g, '');
  if (!digits) errors.number = CARD_MESSAGES.numberRequired;
  else if (!/^\d+$/.test(digits) || digits.length > CARD_FALLBACK_MAX_LENGTH)
    errors.number = CARD_MESSAGES.numberInvalid;
  else if (!cardLengthsOf(digits).includes(digits.length))
    errors.number = CARD_MESSAGES.numberLength;
  else if (!luhnValid(digits)) errors.number = CARD_MESSAGES.numberInvalid;

  const expiry = parseCardExpiry(card.expiry);
  if (!expiry) errors.expiry = CARD_MESSAGES.expiryInvalid;
  else if (cardExpired(expiry, now)) errors.expiry = CARD_MESSAGES.expiryPast;

  const cvcSize = detectCardBrand(digits)?.type === 'american-express' ? [4] : [3, 4];
  if (!/^\d+$/.test(card.cvc) || !cvcSize.includes(card.cvc.length))
    errors.cvc = CARD_MESSAGES.cvcInvalid;
  if (!card.holder.trim()) errors.holder = CARD_MESSAGES.holderRequired;
  return errors;
}
