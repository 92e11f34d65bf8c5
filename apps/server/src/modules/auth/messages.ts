// The sentences auth answers with, shared by its operations and tests.
import { TERMS_MESSAGES } from '@trestle/core';

export const WRONG_CREDENTIALS = 'Wrong username or password.';
export const NOT_VERIFIED =
  'Please confirm your e-mail address first: open the link we mailed you, or ask for a new one.';
export const BAD_LINK = 'This link is invalid or has expired. Please ask for a new one.';
export const CHECK_MAIL = 'If an account matches, we have sent it an e-mail with a link.';
export const USERNAME_TAKEN = 'This username is taken.';
export const EMAIL_TAKEN = 'An account with this e-mail address already exists.';
export const PASSWORD_CHANGED = 'Your password has been changed. Please sign in with the new one.';
// The same sentence the sign-up form shows (core's rule).
export const TERMS_REFUSED = TERMS_MESSAGES.required;
