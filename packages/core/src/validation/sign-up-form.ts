import { z } from 'zod';
import { accountTypeSchema } from '../enums/company';
import { emailSchema } from './email';
import { passwordSchema } from './new-password';
import { checkPasswordShape, PASSWORD_MESSAGES } from './password';
import { usernameSchema } from './username';

/**
 * Sign-up: username, e-mail, a new password and the account type (personal by default). The
 * password follows `checkNewPassword`, including that it is not the username or e-mail address.
 */
export const signUpSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    accountType: accountTypeSchema.default('personal'),
  })
  .refine(
    ({ username, email, password }) =>
      checkPasswordShape(password, { username, email }) !== PASSWORD_MESSAGES.personal,
    { error: PASSWORD_MESSAGES.personal, path: ['password'] },
  );
export type SignUpInput = z.input<typeof signUpSchema>;
