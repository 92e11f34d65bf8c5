import { detectCardBrand } from './card-brands';

/** What may be kept and shown about a card: brand and last four digits, never the number. */
export interface CardSummary {
  /** Brand id ('visa', 'american-express', …) or 'unknown'. */
  brand: string;
  /** Display name ('Visa', 'American Express', …) or 'Card'. */
  brandName: string;
  last4: string;
}

/** Summarises a card number for display and storage. */
export function summariseCard(cardNumber: string): CardSummary {
  const digits = cardNumber.replace(/\D/g, '');
  const brand = detectCardBrand(digits);
  return {
    brand: brand?.type ?? 'unknown',
    brandName: brand?.niceType ?? 'Card',
    last4: digits.slice(-4),
  };
}

/** "Visa •••• 4242". */
export function formatCardSummary(summary: CardSummary): string {
  return `${summary.brandName} •••• ${summary.last4}`;
}
