import { newSecret } from '../../../platform/auth/secrets';
import { badRequest, conflict } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { LINK_LIFETIME_MS } from '../../auth/links';
import { BAD_LINK } from '../../auth/messages';
import { addressChangedMail } from '../mails';
import {
  addressTaken,
  consumeAddressToken,
  findUserById,
  replaceAddressToken,
  setEmail,
} from '../repo';
import { ADDRESS_TAKEN } from './changeEmail';

/** The new address takes effect; the old one gets a notice with a 7-day undo link. */
export const confirmEmailChange = operation(
  'confirmEmailChange',
  'public',
  async ({ body }, ctx) => {
    const found = await consumeAddressToken(ctx.db, body.token, 'email-change');
    const user = found ? await findUserById(ctx.db, found.userId) : undefined;
    if (!found || !user || user.deleted_at || user.pending_email !== found.email) {
      throw badRequest(BAD_LINK);
    }
    if (await addressTaken(ctx.db, found.email, user.id)) throw conflict(ADDRESS_TAKEN);
    const old = user.email;
    await setEmail(ctx.db, user.id, found.email);
    const undo = newSecret();
    await replaceAddressToken(
      ctx.db,
      user.id,
      'email-undo',
      undo,
      old,
      new Date(Date.now() + LINK_LIFETIME_MS['email-undo']),
    );
    const link = `${ctx.config.publicUrl}/settings/email?undo=${encodeURIComponent(undo)}`;
    await ctx.mailer.send(
      addressChangedMail(old, user.display_name, found.email, link, user.language),
    );
    return { message: `Your e-mail address is now ${found.email}.` };
  },
  { rateLimit: ['auth'], bodyLimit: 8 * 1024 },
);
