import { z } from 'zod';
import { accountTypeSchema } from '../enums/company';
import { emailSchema } from './email';
import { currentPasswordSchema, passwordSchema } from './password';
import { usernameSchema } from './username';

/** Sign-in: a login (username or e-mail) and the password. */
export const signInSchema = z.object({
  login: z.string().trim().min(1, { error: 'Username or e-mail is required.' }).max(254),
  password: currentPasswordSchema,
});
export type SignInInput = z.infer<typeof signInSchema>;

/** Sign-up: username, e-mail, a new password and the account type (personal by default). */
export const signUpSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  accountType: accountTypeSchema.default('personal'),
});
export type SignUpInput = z.input<typeof signUpSchema>;

/** E-mail verification: the token from the verification link. */
export const verifySchema = z.object({
  token: z.string().trim().min(1, { error: 'Verification token is required.' }),
});
export type VerifyInput = z.infer<typeof verifySchema>;
