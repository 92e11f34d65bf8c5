import { z } from 'zod';

export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_MESSAGES = {
  required: 'E-mail is required.',
  invalid: 'Enter a valid e-mail address.',
  tooLong: `E-mail must be at most ${EMAIL_MAX_LENGTH} characters.`,
} as const;

/** An e-mail address: trimmed and lower-cased, at most 254 characters. */
export const emailSchema = z
  .string({ error: EMAIL_MESSAGES.required })
  .trim()
  .toLowerCase()
  .min(1, { error: EMAIL_MESSAGES.required })
  .max(EMAIL_MAX_LENGTH, { error: EMAIL_MESSAGES.tooLong })
  .pipe(z.email({ error: EMAIL_MESSAGES.invalid }));
