import creditCardType from 'credit-card-type';

/** Brands the product formats, with the spec's maximum lengths (spec section 5). */
export const CARD_MAX_LENGTHS = {
  visa: 16,
  mastercard: 16,
  'american-express': 15,
  jcb: 19,
  maestro: 19,
  discover: 19,
  instapayment: 16,
  'diners-club': 16,
  'diners-club-international': 14,
  'carte-blanche': 14,
} as const;

/** Maximum length when the brand is unknown or not yet certain. */
export const CARD_FALLBACK_MAX_LENGTH = 19;

/** Digit groups when the brand is unknown: blocks of four. */
export const CARD_FALLBACK_GAPS: readonly number[] = [4, 8, 12, 16];

/** InstaPayment: IIN 637–639, 16 digits. Not part of credit-card-type, so registered here. */
export const INSTAPAYMENT_CARD_TYPE = {
  niceType: 'InstaPayment',
  type: 'instapayment',
  patterns: [[637, 639]],
  gaps: [4, 8, 12],
  lengths: [16],
  code: { name: 'CVV', size: 3 },
};

/** A detected brand: credit-card-type's id (or one of ours), display name and digit groups. */
export interface CardBrand {
  /** 'visa', 'mastercard', 'american-express', …, 'instapayment', 'carte-blanche', … */
  type: string;
  niceType: string;
  gaps: readonly number[];
  maxLength: number;
}

function ensureCustomCardTypes(): void {
  // addCard is idempotent (it replaces the config of a type it already knows), so calling it on
  // every detection keeps InstaPayment registered even after someone resets the library's list.
  creditCardType.addCard(INSTAPAYMENT_CARD_TYPE);
}

/**
 * credit-card-type has one Diners Club brand; the spec distinguishes three by prefix:
 * Carte Blanche (300–305, 14 digits), Diners Club International (36, 14 digits) and
 * Diners Club (38, 39, 16 digits).
 */
function dinersVariant(digits: string): Pick<CardBrand, 'type' | 'niceType'> {
  if (/^30[0-5]/.test(digits)) return { type: 'carte-blanche', niceType: 'Carte Blanche' };
  if (digits.startsWith('36')) {
    return { type: 'diners-club-international', niceType: 'Diners Club International' };
  }
  return { type: 'diners-club', niceType: 'Diners Club' };
}

/**
 * Brands grouped in blocks of four keep that rhythm up to their maximum length: credit-card-type
 * stops at [4, 8, 12], so 19-digit numbers get a gap at 16 as well ("6011 1111 1111 1117 123").
 */
function extendGaps(gaps: readonly number[], maxLength: number): number[] {
  const result = [...gaps];
  const fourBlocks = result.every((gap, index) => gap === (index + 1) * 4);
  if (!fourBlocks) return result;
  for (let next = (result.length + 1) * 4; next < maxLength; next += 4) result.push(next);
  return result;
}

function maxLengthOf(type: string, libraryLengths: readonly number[]): number {
  const known = (CARD_MAX_LENGTHS as Record<string, number | undefined>)[type];
  if (known !== undefined) return known;
  return libraryLengths.length > 0 ? Math.max(...libraryLengths) : CARD_FALLBACK_MAX_LENGTH;
}

/**
 * Detects the brand of a (partial) card number. Returns null while the digits fit several brands
 * or none. Non-digits are ignored.
 */
export function detectCardBrand(cardNumber: string): CardBrand | null {
  const digits = cardNumber.replace(/\D/g, '');
  if (!digits) return null;
  ensureCustomCardTypes();
  const matches = creditCardType(digits);
  if (matches.length !== 1) return null;
  const [match] = matches;
  if (!match) return null;
  const identity =
    match.type === 'diners-club'
      ? dinersVariant(digits)
      : { type: match.type, niceType: match.niceType };
  const maxLength = maxLengthOf(identity.type, match.lengths);
  return { ...identity, gaps: extendGaps(match.gaps, maxLength), maxLength };
}
