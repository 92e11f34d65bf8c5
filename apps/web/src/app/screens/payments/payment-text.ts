// Small wordings shared by the payment screens.
import type { CardBrandKey } from '@trestle/core';

const BRAND_NAMES: Partial<Record<CardBrandKey, string>> = {
  visa: 'Visa',
  master: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  maestro: 'Maestro',
  discover: 'Discover',
  instapayment: 'InstaPayment',
  diners_club: 'Diners Club',
  diners_international: 'Diners Club International',
  carte_blanche: 'Carte Blanche',
};

/** "Visa •••• 4242". */
export function cardText(card: { brand: CardBrandKey; last4: string }): string {
  return `${BRAND_NAMES[card.brand] ?? 'Card'} •••• ${card.last4}`;
}

/** "27 Dec 2026" in the reader's locale, or null. */
export function dateText(value: string | null | undefined): string | null {
  if (!value) return null;
  return new Date(value).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
