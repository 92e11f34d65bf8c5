import { z } from 'zod';
import { isCommonPassword } from './breached-passwords';
import {
  checkPasswordShape,
  currentPasswordSchema,
  normalisePassword,
  PASSWORD_MESSAGES,
  type PasswordContext,
} from './password';

/**
 * The rule for a new password (sign-up, reset, change), OWASP ASVS 5.0 V6, on the NFKC form:
 * 8–200 characters (code points); not only spaces; no control or invisible characters (Unicode Cc
 * and Cf); not a commonly breached password (any letter case); not the username, the e-mail
 * address or its local part (any letter case). Returns the first problem as a sentence a person
 * can act on, or null when the password is acceptable.
 *
 * The server calls it with the normalised password and hashes that same normalised form.
 */
export function checkNewPassword(password: string, context: PasswordContext = {}): string | null {
  const problem = checkPasswordShape(password, context);
  if (problem) return problem;
  return isCommonPassword(normalisePassword(password)) ? PASSWORD_MESSAGES.common : null;
}

/**
 * A new password in a form: `checkNewPassword` without the person (forms that know the username
 * and e-mail address check those at the object level, as `signUpSchema` does). The value is kept
 * as typed (spaces count); the server normalises it.
 */
export const passwordSchema = z.string({ error: PASSWORD_MESSAGES.required }).check((ctx) => {
  const problem = checkNewPassword(ctx.value);
  if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
});

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
