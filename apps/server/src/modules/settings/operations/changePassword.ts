import { checkNewPassword, normalisePassword } from '@trestle/core';
import { assertPassword } from '../../../platform/auth/confirm-password';
import { hashPassword } from '../../../platform/auth/passwords';
import { badRequest } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { passwordChangedMail } from '../mails';
import { setPassword } from '../repo';
import { endSessions } from '../sessions';

/** Current password, then sign-up's rules for the new one; every other session ends at once. */
export const changePassword = operation(
  'changePassword',
  'signed-in',
  async ({ body, caller }, ctx) => {
    await assertPassword(caller, normalisePassword(body.password));
    const next = normalisePassword(body.newPassword);
    const problem = checkNewPassword(next, caller.user);
    if (problem) throw badRequest(problem, { newPassword: problem });
    await setPassword(ctx.db, caller.user.id, await hashPassword(next));
    await endSessions(ctx, caller.user.id, { except: caller.session.id });
    await ctx.mailer.send(passwordChangedMail(caller.user.email, caller.user.display_name));
    return { ok: true as const };
  },
  { rateLimit: ['passwordCheck'], bodyLimit: 8 * 1024 },
);
