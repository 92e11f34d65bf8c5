// The directory listing form (create and edit) and the quote request form. The server applies
// the same keyword rule (normaliseKeywords) so keyword counts group what people mean as one.
import { z } from 'zod';
import { BUSINESS_TYPES } from '../enums/company';
import { PROJECT_CATEGORIES } from '../enums/projects';
import { normaliseLink } from '../text/link';
import { EMAIL_MESSAGES } from './email';
import { LIMITS } from './limits';

export const LISTING_TITLE_MAX_LENGTH = 200;
export const LISTING_DESCRIPTION_MAX_LENGTH = 20000;
export const LISTING_KEYWORD_MAX_LENGTH = 50;
export const LISTING_KEYWORDS_MAX = 20;
export const LISTING_CATEGORIES_MAX = 10;
export const LISTING_IMAGES_MAX = 20;
export const QUOTE_MESSAGE_MAX_LENGTH = 5000;
export const QUOTE_FILES_MAX = 10;

export const LISTING_FORM_MESSAGES = {
  titleRequired: 'Give the listing a title.',
  titleTooLong: `Keep the title under ${LISTING_TITLE_MAX_LENGTH} characters.`,
  descriptionRequired: 'Describe what the company does.',
  descriptionTooLong: `Keep the description under ${LISTING_DESCRIPTION_MAX_LENGTH} characters.`,
  typeRequired: 'Choose at least one business type.',
  keywordTooLong: `Keep each keyword under ${LISTING_KEYWORD_MAX_LENGTH} characters.`,
  tooManyKeywords: `Use at most ${LISTING_KEYWORDS_MAX} keywords.`,
  tooManyCategories: `Choose at most ${LISTING_CATEGORIES_MAX} categories.`,
  zipInvalid: 'Enter a 5-digit US ZIP code.',
  locationRequired: 'Enter a ZIP code, or mark the listing as serving customers anywhere.',
  email: EMAIL_MESSAGES.invalid,
  unknownCategory: 'This category does not exist.',
  businessOnly: 'Only business accounts can list a company in the directory.',
} as const;

export const QUOTE_FORM_MESSAGES = {
  messageRequired: 'Tell the company what you need.',
  messageTooLong: `Keep the message under ${QUOTE_MESSAGE_MAX_LENGTH} characters.`,
  budgetInvalid: 'Give the budget as an amount, e.g. $25,000.',
  ownListing: 'This is your own listing.',
  closedListing: 'This listing is closed and takes no quote requests.',
} as const;

/**
 * Keywords as stored: trimmed, lower case, inner spaces collapsed, duplicates and blanks dropped,
 * in the order given. Accepts a list or comma-separated text.
 */
export function normaliseKeywords(input: readonly string[] | string): string[] {
  const list = typeof input === 'string' ? input.split(',') : input;
  const seen = new Set<string>();
  for (const raw of list) {
    const keyword = raw.trim().replace(/\s+/g, ' ').toLowerCase();
    if (keyword) seen.add(keyword);
  }
  return [...seen];
}

const ZIP = /^\d{5}$/;

/** The listing form's values as typed. */
export interface ListingFormValues {
  title: string;
  description: string;
  type: string[];
  sector: string[];
  keywords: string;
  categoryIds: string[];
  zip: string;
  remote: boolean;
  website: string;
  phone: string;
  email: string;
}

export const EMPTY_LISTING_FORM: ListingFormValues = {
  title: '',
  description: '',
  type: [],
  sector: [],
  keywords: '',
  categoryIds: [],
  zip: '',
  remote: false,
  website: '',
  phone: '',
  email: '',
};

export const listingFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: LISTING_FORM_MESSAGES.titleRequired })
      .max(LISTING_TITLE_MAX_LENGTH, { error: LISTING_FORM_MESSAGES.titleTooLong }),
    description: z
      .string()
      .trim()
      .min(1, { error: LISTING_FORM_MESSAGES.descriptionRequired })
      .max(LISTING_DESCRIPTION_MAX_LENGTH, { error: LISTING_FORM_MESSAGES.descriptionTooLong }),
    type: z.array(z.enum(BUSINESS_TYPES)).min(1, { error: LISTING_FORM_MESSAGES.typeRequired }),
    sector: z.array(z.enum(PROJECT_CATEGORIES)),
    keywords: z
      .string()
      .transform((text) => normaliseKeywords(text))
      .pipe(
        z
          .array(z.string().max(LISTING_KEYWORD_MAX_LENGTH, LISTING_FORM_MESSAGES.keywordTooLong))
          .max(LISTING_KEYWORDS_MAX, { error: LISTING_FORM_MESSAGES.tooManyKeywords }),
      ),
    categoryIds: z
      .array(z.string())
      .max(LISTING_CATEGORIES_MAX, { error: LISTING_FORM_MESSAGES.tooManyCategories }),
    zip: z
      .string()
      .trim()
      .refine((zip) => zip === '' || ZIP.test(zip), { error: LISTING_FORM_MESSAGES.zipInvalid }),
    remote: z.boolean(),
    website: z.string().trim().max(300),
    phone: z.string().trim().max(LIMITS.phone),
    email: z
      .string()
      .trim()
      .refine((email) => email === '' || z.email().safeParse(email).success, {
        error: LISTING_FORM_MESSAGES.email,
      }),
  })
  .refine((form) => form.zip !== '' || form.remote, {
    error: LISTING_FORM_MESSAGES.locationRequired,
    path: ['zip'],
  });

/** The create/edit body from valid form values: blank contact fields left out. */
export function listingBodyOf(form: z.output<typeof listingFormSchema>) {
  return {
    title: form.title,
    description: form.description,
    type: form.type,
    sector: form.sector,
    keywords: form.keywords,
    categoryIds: form.categoryIds,
    remote: form.remote,
    ...(form.zip ? { location: { label: form.zip, zip: form.zip } } : {}),
    ...(form.website ? { website: normaliseLink(form.website) } : {}),
    ...(form.phone ? { phone: form.phone } : {}),
    ...(form.email ? { email: form.email } : {}),
  };
}

/**
 * Errors of the listing form by field (first message each), or null when it is valid.
 */
export function listingFormErrors(values: ListingFormValues): Record<string, string> | null {
  const result = listingFormSchema.safeParse(values);
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}
