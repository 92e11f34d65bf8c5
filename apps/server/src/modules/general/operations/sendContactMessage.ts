import { operation } from '../../../platform/http/operation';
import { newId } from '../../../platform/ids';
import { contactMail } from '../../settings/mails';

/**
 * Visitors and members; kept for staff in `contact_messages` and mailed to CONTACT_EMAIL (with the
 * sender's address as the one to answer). Rate-limited per address.
 */
export const sendContactMessage = operation(
  'sendContactMessage',
  'public',
  async ({ body, caller }, ctx) => {
    const message = {
      name: body.name.trim(),
      email: body.email.trim(),
      subject: body.subject?.trim() ?? '',
      message: body.message.trim(),
    };
    await ctx.db
      .insertInto('contact_messages')
      .values({ id: newId(), user_id: caller?.user.id ?? null, ...message })
      .execute();
    await ctx.mailer.send(
      contactMail(
        ctx.config.contactEmail,
        { name: message.name, email: message.email, account: caller?.user.username ?? null },
        message.subject,
        message.message,
      ),
    );
    return { ok: true as const };
  },
  { rateLimit: ['contact'], bodyLimit: 16 * 1024 },
);
