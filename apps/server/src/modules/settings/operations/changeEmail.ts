import { newSecret } from '../../../platform/auth/secrets';
import { conflict } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { LINK_LIFETIME_MS } from '../../auth/links';
import { confirmNewAddressMail } from '../mails';
import { addressTaken, replaceAddressToken, setPendingEmail } from '../repo';

export const ADDRESS_TAKEN = 'Another account uses this e-mail address.';

/** Nothing changes until the link mailed to the new address is opened; it shows as pending. */
export const changeEmail = operation(
  'changeEmail',
  'signed-in',
  async ({ body, caller }, ctx) => {
    const email = body.email.trim();
    if (await addressTaken(ctx.db, email, caller.user.id)) {
      throw conflict(ADDRESS_TAKEN, { email: ADDRESS_TAKEN });
    }
    const token = newSecret();
    await replaceAddressToken(
      ctx.db,
      caller.user.id,
      'email-change',
      token,
      email,
      new Date(Date.now() + LINK_LIFETIME_MS['email-change']),
    );
    await setPendingEmail(ctx.db, caller.user.id, email);
    const link = `${ctx.config.publicUrl}/settings/email?token=${encodeURIComponent(token)}`;
    await ctx.mailer.send(
      confirmNewAddressMail(email, caller.user.display_name, link, caller.user.language),
    );
    return { message: `We sent a link to ${email}. Your address changes when you open it.` };
  },
  { rateLimit: ['passwordCheck'], bodyLimit: 8 * 1024 },
);
