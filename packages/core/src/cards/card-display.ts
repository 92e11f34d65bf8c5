import type { components } from '@trestle/openapi/types';
import { detectCardBrand, type CARD_MAX_LENGTHS } from './card-brands';

/** The spec's brand keys (contract schema `CardBrand`): what is stored and sent for a card. */
export type CardBrandKey = components['schemas']['CardBrand'];

/** credit-card-type's brand ids (and ours) as the spec's keys; any other brand is 'unknown'. */
export const CARD_BRAND_KEYS = {
  visa: 'visa',
  mastercard: 'master',
  'american-express': 'amex',
  jcb: 'jcb',
  maestro: 'maestro',
  discover: 'discover',
  instapayment: 'instapayment',
  'diners-club': 'diners_club',
  'diners-club-international': 'diners_international',
  'carte-blanche': 'carte_blanche',
} as const satisfies Record<keyof typeof CARD_MAX_LENGTHS, CardBrandKey>;

/**
 * What may be kept and shown about a card: brand and last four digits, never the number (contract
 * schema `CardSummary`), plus the brand's display name.
 */
export type CardSummary = components['schemas']['CardSummary'] & {
  /** Display name ('Visa', 'American Express', …) or 'Card'. */
  brandName: string;
};

/** Summarises a card number for display and storage. */
export function summariseCard(cardNumber: string): CardSummary {
  const digits = cardNumber.replace(/\D/g, '');
  const brand = detectCardBrand(digits);
  const key = brand
    ? (CARD_BRAND_KEYS as Record<string, CardBrandKey | undefined>)[brand.type]
    : undefined;
  return {
    brand: key ?? 'unknown',
    brandName: brand?.niceType ?? 'Card',
    last4: digits.slice(-4),
  };
}

/** "Visa •••• 4242". */
export function formatCardSummary(summary: CardSummary): string {
  return `${summary.brandName} •••• ${summary.last4}`;
}
