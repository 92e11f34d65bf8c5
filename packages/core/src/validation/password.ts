import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_MESSAGES = {
  required: 'Password is required.',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  blank: 'Password cannot be only spaces.',
  mismatch: 'Passwords do not match.',
} as const;

/**
 * A new password: 8–200 characters, any characters (not trimmed: spaces count), not only
 * whitespace.
 */
export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, { error: PASSWORD_MESSAGES.required })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_MESSAGES.tooShort })
  .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.tooLong })
  .refine((value) => value.trim() !== '', { error: PASSWORD_MESSAGES.blank });

/**
 * The current password, as typed to confirm something (sign-in, deletions of accounts, groups,
 * channels, projects and jobs): only required and bounded, so old passwords still work.
 */
export const currentPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, { error: PASSWORD_MESSAGES.required })
  .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.tooLong });

/** Body of every password-confirmed deletion. */
export const passwordConfirmationSchema = z.object({ password: currentPasswordSchema });
export type PasswordConfirmation = z.infer<typeof passwordConfirmationSchema>;

/** Change-password form: current password, new password and its repetition. */
export const changePasswordSchema = z
  .object({
    password: currentPasswordSchema,
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    error: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
