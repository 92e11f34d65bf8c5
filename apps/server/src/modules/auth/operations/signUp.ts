import { normalisePassword } from '@trestle/core';
import { hashPassword } from '../../../platform/auth/passwords';
import { badRequest, conflict } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { mailLink } from '../links';
import { EMAIL_TAKEN, TERMS_REFUSED, USERNAME_TAKEN } from '../messages';
import { assertAcceptablePassword } from '../policy';
import { insertUser } from '../../../platform/db/users';
import { takenNames } from '../repo';

export const signUp = operation(
  'signUp',
  'public',
  async ({ body }, ctx) => {
    if (body.acceptedTerms === false) {
      throw badRequest(TERMS_REFUSED, { acceptedTerms: TERMS_REFUSED });
    }
    const username = body.username.trim();
    const email = body.email.trim();
    const password = normalisePassword(body.password);
    assertAcceptablePassword(password, { username, email });

    const taken = await takenNames(ctx.db, username, email);
    const errors: Record<string, string> = {};
    if (taken.username) errors.username = USERNAME_TAKEN;
    if (taken.email) errors.email = EMAIL_TAKEN;
    const firstError = Object.values(errors)[0];
    if (firstError) throw conflict(firstError, errors);

    const user = await insertUser(ctx.db, {
      username,
      email,
      passwordHash: await hashPassword(password),
      accountType: body.accountType,
      displayName: body.displayName,
      termsAcceptedAt: body.acceptedTerms ? new Date() : null,
    });
    await mailLink(ctx, user, 'verify');
    return {
      message: `Account created. We sent a link to ${email}: open it to confirm your address.`,
    };
  },
  { rateLimit: ['auth'], bodyLimit: 8 * 1024 },
);
