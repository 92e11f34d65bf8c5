import { z } from 'zod';
import { accountTypeSchema } from '../enums/company';
import { emailSchema } from './email';
import { passwordSchema } from './new-password';
import { checkPasswordShape, PASSWORD_MESSAGES } from './password';
import { usernameSchema } from './username';

export const TERMS_MESSAGES = {
  // The server answers a refused consent with the same sentence.
  required: 'Please accept the Terms of use and the Privacy policy to create an account.',
} as const;

const signUpFields = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  accountType: accountTypeSchema.default('personal'),
  /** Consent to the Terms of use and the Privacy policy: only `true` passes. */
  acceptedTerms: z.literal(true, { error: TERMS_MESSAGES.required }),
});

const personFields = signUpFields.pick({ username: true, email: true, password: true });

/**
 * Sign-up: username, e-mail, a new password, the account type (personal by default) and consent to
 * the terms. The password follows `checkNewPassword`, including that it is not the username or
 * e-mail address.
 */
export const signUpSchema = signUpFields.refine(
  ({ username, email, password }) =>
    checkPasswordShape(password, { username, email }) !== PASSWORD_MESSAGES.personal,
  {
    error: PASSWORD_MESSAGES.personal,
    path: ['password'],
    // Checked whenever the three fields are valid, even while consent is still missing, so the
    // form shows every problem at once.
    when: (payload) => personFields.safeParse(payload.value).success,
  },
);
export type SignUpInput = z.input<typeof signUpSchema>;
