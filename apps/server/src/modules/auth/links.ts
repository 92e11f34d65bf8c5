// Mailed one-time links (verification, password reset). Issuing one replaces the earlier ones.
// Requests that name an account by login only enqueue a job: the answer and its timing are the
// same whether or not the account exists, and the job decides whether a mail goes out.
import type { AppContext } from '../../platform/context';
import type { MailedTokenPurpose, UserRow } from '../../platform/db/tables';
import { newSecret } from '../../platform/auth/secrets';
import { resetMail, verificationMail } from './mails';
import { findUserByLogin, replaceMailedToken } from './repo';

const HOUR = 60 * 60 * 1000;
export const LINK_LIFETIME_MS: Record<MailedTokenPurpose, number> = {
  verify: 24 * HOUR,
  reset: HOUR,
  'email-change': 24 * HOUR,
  'email-undo': 7 * 24 * HOUR,
};

export async function mailLink(
  ctx: AppContext,
  user: UserRow,
  purpose: MailedTokenPurpose,
): Promise<void> {
  const token = newSecret();
  await replaceMailedToken(
    ctx.db,
    user.id,
    purpose,
    token,
    new Date(Date.now() + LINK_LIFETIME_MS[purpose]),
  );
  const page = purpose === 'verify' ? 'verify' : 'reset-password';
  const link = `${ctx.config.publicUrl}/${page}?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send(
    purpose === 'verify'
      ? verificationMail(user.email, user.display_name, link)
      : resetMail(user.email, user.display_name, link),
  );
}

export interface LinkRequest {
  login: string;
  purpose: MailedTokenPurpose;
}

/** The job behind resend-verification and reset-password. */
export async function mailLinkForLogin(ctx: AppContext, request: LinkRequest): Promise<void> {
  const user = await findUserByLogin(ctx.db, request.login);
  if (!user) return;
  // A verification link only helps an address that is not confirmed yet.
  if (request.purpose === 'verify' && user.email_verified_at) return;
  await mailLink(ctx, user, request.purpose);
}
