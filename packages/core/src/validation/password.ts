import { z } from 'zod';

// The password rule (OWASP ASVS 5.0 V6): one place, used by the server and the forms. The parts
// that need no word list live here; `checkNewPassword` (new-password.ts) adds the breached-password
// list, so sign-in and other screens that only take the current password stay small.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_MESSAGES = {
  required: 'Password is required.',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  blank: 'Password cannot be only spaces.',
  invisible: 'Password must not contain control or invisible characters.',
  personal: 'Your password must not be your username or e-mail address.',
  common: 'This password is too common: choose one that is harder to guess.',
  mismatch: 'Passwords do not match.',
} as const;

/** Who the password belongs to, so it can be refused when it merely repeats them. */
export interface PasswordContext {
  username?: string | null;
  email?: string | null;
}

/**
 * The form in which a password is checked, hashed and verified: Unicode NFKC, so the same password
 * typed on another keyboard or device (fullwidth letters, composed accents) is the same password.
 */
export function normalisePassword(password: string): string {
  return password.normalize('NFKC');
}

/** Unicode control (Cc) and format (Cf) characters: NUL, tabs, zero-width spaces and joiners, BOM. */
const CONTROL_OR_INVISIBLE = /[\p{Cc}\p{Cf}]/u;

/**
 * Every rule but the breached-password list, on the NFKC form: 8–200 characters (code points),
 * no control or invisible characters, not only spaces, not the username, the e-mail address or
 * its local part (in any letter case). Returns the first problem as a sentence, or null.
 */
export function checkPasswordShape(password: string, context: PasswordContext = {}): string | null {
  const normalised = normalisePassword(password);
  if (normalised === '') return PASSWORD_MESSAGES.required;
  if (CONTROL_OR_INVISIBLE.test(normalised)) return PASSWORD_MESSAGES.invisible;
  const length = [...normalised].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (normalised.trim() === '') return PASSWORD_MESSAGES.blank;
  if (repeatsPerson(normalised, context)) return PASSWORD_MESSAGES.personal;
  return null;
}

function repeatsPerson(password: string, { username, email }: PasswordContext): boolean {
  const fold = (value: string) => normalisePassword(value).trim().toLowerCase();
  const candidate = password.toLowerCase();
  const personal: string[] = [];
  if (username) personal.push(fold(username));
  if (email) {
    const address = fold(email);
    personal.push(address);
    const at = address.lastIndexOf('@');
    if (at > 0) personal.push(address.slice(0, at));
  }
  return personal.some((value) => value !== '' && value === candidate);
}

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
