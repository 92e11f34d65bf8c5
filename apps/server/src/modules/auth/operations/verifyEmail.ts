import { badRequest } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { BAD_LINK } from '../messages';
import { consumeMailedToken, findUserById, markVerified } from '../repo';
import { startSession } from '../sessions';

export const verifyEmail = operation(
  'verifyEmail',
  'public',
  async ({ body, request }, ctx) => {
    const userId = await consumeMailedToken(ctx.db, body.token, 'verify');
    const user = userId ? await findUserById(ctx.db, userId) : undefined;
    if (!user) throw badRequest(BAD_LINK);
    return startSession(ctx, await markVerified(ctx.db, user), request);
  },
  { rateLimit: ['auth'], bodyLimit: 8 * 1024 },
);
