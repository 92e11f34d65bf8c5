// The card form's checks as a form schema: core's checkCard (Luhn, the brand's length, expiry not
// in the past, CVC, holder), the same rules the server applies.
import { cardNumberDigits, checkCard, type CardFields } from '@trestle/core';
import type { FormSchema } from '../../forms/use-validated-form';

/** A type alias (not an interface), so that it fits the form's `FormValues`. */
export type CardValues = Pick<CardFields, keyof CardFields> & Record<string, string>;

export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '', holder: '' };

export const cardFormSchema: FormSchema<CardValues> = {
  safeParse(values) {
    const card = values as CardValues;
    const errors = checkCard(card);
    const issues = Object.entries(errors).map(([key, message]) => ({
      path: [key] as PropertyKey[],
      message: message as string,
    }));
    return issues.length > 0
      ? { success: false, error: { issues } }
      : {
          success: true,
          data: {
            number: cardNumberDigits(card.number),
            expiry: card.expiry.replace(/\s/g, ''),
            cvc: card.cvc,
            holder: card.holder.trim(),
          },
        };
  },
};

/** "1229" or "12/2" as typed -> "12/29": digits only, a slash after the month. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
