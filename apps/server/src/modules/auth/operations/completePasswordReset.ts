import { normalisePassword } from '@trestle/core';
import { hashPassword } from '../../../platform/auth/passwords';
import { badRequest } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { BAD_LINK, PASSWORD_CHANGED } from '../messages';
import { assertAcceptablePassword } from '../policy';
import { consumeMailedToken, findUserById, resetPassword } from '../repo';

export const completePasswordReset = operation(
  'completePasswordReset',
  'public',
  async ({ body }, ctx) => {
    const password = normalisePassword(body.password);
    const userId = await consumeMailedToken(ctx.db, body.token, 'reset');
    const user = userId ? await findUserById(ctx.db, userId) : undefined;
    if (!user) throw badRequest(BAD_LINK);
    assertAcceptablePassword(password, user);
    await resetPassword(ctx.db, user, await hashPassword(password));
    await ctx.sessions.forgetUsers([user.id]);
    // Every session ended: tell their open pages, then close their sockets.
    ctx.realtime.toUser(user.id).emit('session:revoked');
    ctx.realtime.disconnectUser(user.id);
    return { message: PASSWORD_CHANGED };
  },
  { rateLimit: ['auth'], bodyLimit: 8 * 1024 },
);
