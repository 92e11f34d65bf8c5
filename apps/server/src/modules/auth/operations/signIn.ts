import { normalisePassword } from '@trestle/core';
import { decoyHash, verifyPassword } from '../../../platform/auth/passwords';
import { badRequest } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { WRONG_CREDENTIALS } from '../messages';
import { assertMaySignIn } from '../policy';
import { findUserByLogin, normaliseLogin, wakeIfHibernated } from '../repo';
import { startSession } from '../sessions';

export const signIn = operation(
  'signIn',
  'public',
  async ({ body, request }, ctx) => {
    const password = normalisePassword(body.password);
    const user = await findUserByLogin(ctx.db, body.login);
    // Counted per account, whichever login names it; an unknown login by its normalised form.
    await ctx.rateLimits.count(
      request,
      'signInAccount',
      user ? `account:${user.id}` : `login:${normaliseLogin(body.login)}`,
    );
    // An unknown login costs the same time as a wrong password, and answers the same.
    const valid = await verifyPassword(user?.password_hash ?? (await decoyHash()), password);
    if (!user || !valid) throw badRequest(WRONG_CREDENTIALS);
    assertMaySignIn(user);
    // Signing in wakes a hibernated account (issue 22).
    return startSession(ctx, await wakeIfHibernated(ctx.db, user), request);
  },
  { rateLimit: ['signInAddress'], bodyLimit: 8 * 1024 },
);
