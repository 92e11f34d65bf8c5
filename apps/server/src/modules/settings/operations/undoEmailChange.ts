import { badRequest, conflict } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { BAD_LINK } from '../../auth/messages';
import { addressTaken, consumeAddressToken, setEmail } from '../repo';
import { endSessions } from '../sessions';
import { ADDRESS_TAKEN } from './changeEmail';

/** The previous address comes back and every session ends (someone else may have changed it). */
export const undoEmailChange = operation(
  'undoEmailChange',
  'public',
  async ({ body }, ctx) => {
    const found = await consumeAddressToken(ctx.db, body.token, 'email-undo');
    if (!found) throw badRequest(BAD_LINK);
    if (await addressTaken(ctx.db, found.email, found.userId)) throw conflict(ADDRESS_TAKEN);
    const user = await setEmail(ctx.db, found.userId, found.email);
    if (!user) throw badRequest(BAD_LINK);
    await endSessions(ctx, user.id);
    return {
      message: `Your e-mail address is ${found.email} again. Please sign in and change your password.`,
    };
  },
  { rateLimit: ['auth'], bodyLimit: 8 * 1024 },
);
