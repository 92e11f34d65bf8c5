// The pro level form (create and edit): a title, a description, a price typed in whole units with
// the currency's decimals ("9.99" USD, "1200" JPY) and kept in minor units, a currency of the 35,
// a period and up to PRO_LEVEL_BENEFITS_MAX benefits, one per line. The same bounds as the
// contract's ProLevelInput; the server checks them again.
import { z } from 'zod';
import { fractionDigitsOf } from '../format/money';
import { CURRENCY_CODES } from '../lookup/currencies';

/** At most this many levels offered at once (withdrawn ones do not count). */
export const PRO_LEVELS_MAX = 5;
export const PRO_LEVEL_TITLE_MAX_LENGTH = 100;
export const PRO_LEVEL_DESCRIPTION_MAX_LENGTH = 2000;
export const PRO_LEVEL_BENEFITS_MAX = 10;
export const PRO_LEVEL_BENEFIT_MAX_LENGTH = 200;
/** A level owner's private note on a subscriber (SubscriptionNoteInput.note). */
export const SUBSCRIBER_NOTE_MAX_LENGTH = 2000;
/** The contract's ProLevelInput.price maximum, in minor units. */
export const PRO_LEVEL_PRICE_MAX = 10_000_000;
export const PRO_LEVEL_PERIODS = ['month', 'year'] as const;
export type ProLevelPeriod = (typeof PRO_LEVEL_PERIODS)[number];

export const PRO_LEVEL_FORM_MESSAGES = {
  titleRequired: 'Give the level a title.',
  titleTooLong: `Keep the title under ${PRO_LEVEL_TITLE_MAX_LENGTH} characters.`,
  descriptionTooLong: `Keep the description under ${PRO_LEVEL_DESCRIPTION_MAX_LENGTH} characters.`,
  priceInvalid: 'Enter a price such as 9.99, or 0 for a free level.',
  priceTooHigh: 'This price is too high.',
  currencyRequired: 'Choose a currency.',
  periodRequired: 'Choose monthly or yearly.',
  tooManyBenefits: `List at most ${PRO_LEVEL_BENEFITS_MAX} benefits.`,
  benefitTooLong: `Keep each benefit under ${PRO_LEVEL_BENEFIT_MAX_LENGTH} characters.`,
  tooManyLevels: `You can offer at most ${PRO_LEVELS_MAX} pro levels. Withdraw one to add another.`,
} as const;

/**
 * Minor units from a price typed in whole units ("9.99" USD → 999, "1200" JPY → 1200); null when
 * it is not a number, is negative or has more decimals than the currency.
 */
export function priceToMinorUnits(text: string, currency: string): number | null {
  const digits = fractionDigitsOf(currency);
  const match = /^(\d{1,9})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** The price as typed back into the form from minor units (999 USD → "9.99"). */
export function minorUnitsToPriceText(minor: number, currency: string): string {
  const digits = fractionDigitsOf(currency);
  return digits === 0 ? String(minor) : (minor / 10 ** digits).toFixed(digits);
}

/** Benefits typed one per line: trimmed, empty lines left out. */
export function benefitsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const M = PRO_LEVEL_FORM_MESSAGES;

export const proLevelFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: M.titleRequired })
      .max(PRO_LEVEL_TITLE_MAX_LENGTH, { error: M.titleTooLong }),
    description: z.string().trim().max(PRO_LEVEL_DESCRIPTION_MAX_LENGTH, {
      error: M.descriptionTooLong,
    }),
    price: z.string(),
    currency: z.enum(CURRENCY_CODES, { error: M.currencyRequired }),
    period: z.enum(PRO_LEVEL_PERIODS, { error: M.periodRequired }),
    benefits: z.string(),
  })
  .transform((values, context) => {
    const price = priceToMinorUnits(values.price, values.currency);
    if (price === null) {
      context.addIssue({ code: 'custom', path: ['price'], message: M.priceInvalid });
      return z.NEVER;
    }
    if (price > PRO_LEVEL_PRICE_MAX) {
      context.addIssue({ code: 'custom', path: ['price'], message: M.priceTooHigh });
      return z.NEVER;
    }
    const benefits = benefitsOf(values.benefits);
    if (benefits.length > PRO_LEVEL_BENEFITS_MAX) {
      context.addIssue({ code: 'custom', path: ['benefits'], message: M.tooManyBenefits });
      return z.NEVER;
    }
    if (benefits.some((b) => b.length > PRO_LEVEL_BENEFIT_MAX_LENGTH)) {
      context.addIssue({ code: 'custom', path: ['benefits'], message: M.benefitTooLong });
      return z.NEVER;
    }
    return {
      title: values.title,
      description: values.description,
      price,
      currency: values.currency,
      period: values.period,
      benefits,
    };
  });
export type ProLevelFormData = z.output<typeof proLevelFormSchema>;

/** The form's values as typed (every field a string). */
export interface ProLevelFormValues {
  [key: string]: string;
  title: string;
  description: string;
  price: string;
  currency: string;
  period: string;
  benefits: string;
}

export const EMPTY_PRO_LEVEL_FORM: ProLevelFormValues = {
  title: '',
  description: '',
  price: '',
  currency: 'USD',
  period: 'month',
  benefits: '',
};

/** The form filled with a level's fields (for editing). */
export function proLevelFormValuesOf(level: {
  title: string;
  description: string | null;
  price: number;
  currency: string;
  period: string;
  benefits: readonly string[];
}): ProLevelFormValues {
  return {
    title: level.title,
    description: level.description ?? '',
    price: minorUnitsToPriceText(level.price, level.currency),
    currency: level.currency,
    period: level.period,
    benefits: level.benefits.join('\n'),
  };
}
