import { checkNewPassword, normalisePassword } from '@trestle/core';
import { WRONG_PASSWORD } from '../../../platform/auth/confirm-password';
import { hashPassword, verifyPassword } from '../../../platform/auth/passwords';
import { badRequest, HttpError } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { passwordChangedMail } from '../mails';
import { setPassword } from '../repo';
import { endSessions } from '../sessions';

/** Current password, then sign-up's rules for the new one; every other session ends at once. */
export const changePassword = operation(
  'changePassword',
  'signed-in',
  async ({ body, caller }, ctx) => {
    // A wrong current password is a 403 naming its field, so the form shows it there.
    if (!(await verifyPassword(caller.user.password_hash, normalisePassword(body.password)))) {
      throw new HttpError(403, WRONG_PASSWORD, { password: WRONG_PASSWORD });
    }
    const next = normalisePassword(body.newPassword);
    const problem = checkNewPassword(next, caller.user);
    if (problem) throw badRequest(problem, { newPassword: problem });
    await setPassword(ctx.db, caller.user.id, await hashPassword(next));
    await endSessions(ctx, caller.user.id, { except: caller.session.id });
    await ctx.mailer.send(
      passwordChangedMail(caller.user.email, caller.user.display_name, caller.user.language),
    );
    return { ok: true as const };
  },
  { rateLimit: ['passwordCheck'], bodyLimit: 8 * 1024 },
);
