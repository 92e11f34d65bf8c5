import { z } from 'zod';
import { currentPasswordSchema } from './password';

// Sign-in and verification. The sign-up form is in sign-up-form.ts: it checks the new password
// against the breached-password list, which the sign-in screen must not download.

/** Sign-in: a login (username or e-mail) and the password. */
export const signInSchema = z.object({
  login: z.string().trim().min(1, { error: 'Username or e-mail is required.' }).max(254),
  password: currentPasswordSchema,
});
export type SignInInput = z.infer<typeof signInSchema>;

/** E-mail verification: the token from the verification link. */
export const verifySchema = z.object({
  token: z.string().trim().min(1, { error: 'Verification token is required.' }),
});
export type VerifyInput = z.infer<typeof verifySchema>;
