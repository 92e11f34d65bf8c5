// Accounts and sessions: the rules behind sign-up, verification, sign-in, reset and sign-out.
import { passwordSchema } from '@trestle/core';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, forbidden, HttpError } from '../../platform/http/errors';
import { decoyHash, hashPassword, verifyPassword } from '../../platform/auth/passwords';
import type { Caller, UserRow } from '../../platform/auth/request-auth';
import { hashSecret, newSecret } from '../../platform/auth/secrets';
import { newId } from '../../platform/ids';
import { resetMail, verificationMail } from './mails';
import { presentAuthUser } from './present';

const HOUR = 60 * 60 * 1000;
const VERIFY_TTL = 24 * HOUR;
const RESET_TTL = HOUR;

export const WRONG_CREDENTIALS = 'Wrong username or password.';
export const NOT_VERIFIED =
  'Please confirm your e-mail address first: open the link we mailed you, or ask for a new one.';
export const BAD_LINK = 'This link is invalid or has expired. Please ask for a new one.';
export const CHECK_MAIL = 'If an account matches, we have sent it an e-mail with a link.';

export interface SignUpInput {
  username: string;
  email: string;
  password: string;
  accountType: 'personal' | 'business';
  displayName?: string;
}

/**
 * The contract bounds a new password's length; core's rule also refuses one of only spaces.
 * Checked here so the API keeps the same rule as the forms.
 */
function assertNewPassword(password: string): void {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Choose another password.';
    throw badRequest(message, { password: message });
  }
}

export function authService(ctx: AppContext) {
  const { db, config, mailer } = ctx;

  async function findByLogin(login: string): Promise<UserRow | undefined> {
    const needle = login.trim().toLowerCase();
    return db
      .selectFrom('users')
      .selectAll()
      .where((eb) =>
        eb.or([eb(sql`lower(username)`, '=', needle), eb(sql`lower(email)`, '=', needle)]),
      )
      .executeTakeFirst();
  }

  async function createSession(user: UserRow, userAgent?: string) {
    const token = newSecret();
    await db
      .insertInto('sessions')
      .values({
        id: newId(),
        user_id: user.id,
        token_hash: hashSecret(token),
        expires_at: new Date(Date.now() + config.sessionDays * 24 * HOUR),
        revoked_at: null,
        user_agent: userAgent?.slice(0, 300) ?? null,
      })
      .execute();
    return { token, user: presentAuthUser(user) };
  }

  async function mailToken(user: UserRow, purpose: 'verify' | 'reset') {
    const token = newSecret();
    await db
      .insertInto('email_tokens')
      .values({
        id: newId(),
        user_id: user.id,
        purpose,
        token_hash: hashSecret(token),
        expires_at: new Date(Date.now() + (purpose === 'verify' ? VERIFY_TTL : RESET_TTL)),
        used_at: null,
      })
      .execute();
    const page = purpose === 'verify' ? 'verify' : 'reset-password';
    const link = `${config.publicUrl}/${page}?token=${encodeURIComponent(token)}`;
    const message =
      purpose === 'verify'
        ? verificationMail(user.email, user.display_name, link)
        : resetMail(user.email, user.display_name, link);
    await mailer.send(message);
  }

  /** Marks a mailed token used and returns its user, or fails with one message for every bad link. */
  async function consumeToken(token: string, purpose: 'verify' | 'reset'): Promise<UserRow> {
    const row = await db
      .updateTable('email_tokens')
      .set({ used_at: new Date() })
      .where('token_hash', '=', hashSecret(token))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning('user_id')
      .executeTakeFirst();
    if (!row) throw badRequest(BAD_LINK);
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', row.user_id)
      .executeTakeFirst();
    if (!user) throw badRequest(BAD_LINK);
    return user;
  }

  return {
    async signUp(input: SignUpInput) {
      assertNewPassword(input.password);
      const username = input.username.trim();
      const email = input.email.trim();
      const taken = await db
        .selectFrom('users')
        .select(['username', 'email'])
        .where((eb) =>
          eb.or([
            eb(sql`lower(username)`, '=', username.toLowerCase()),
            eb(sql`lower(email)`, '=', email.toLowerCase()),
          ]),
        )
        .execute();
      const errors: Record<string, string> = {};
      if (taken.some((u) => u.username.toLowerCase() === username.toLowerCase())) {
        errors.username = 'This username is taken.';
      }
      if (taken.some((u) => u.email.toLowerCase() === email.toLowerCase())) {
        errors.email = 'An account with this e-mail address already exists.';
      }
      const firstError = Object.values(errors)[0];
      if (firstError) throw conflict(firstError, errors);

      const user = await db
        .insertInto('users')
        .values({
          id: newId(),
          username,
          email,
          password_hash: await hashPassword(input.password),
          account_type: input.accountType,
          role_key: 'user',
          membership_level: 'free',
          email_verified_at: null,
          display_name: input.displayName?.trim() || username,
          general: '{}',
          profile: '{}',
          dm_setting: 'followers',
          mute_words: '[]',
          mute_categories: '[]',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await mailToken(user, 'verify');
      return {
        message: `Account created. We sent a link to ${email}: open it to confirm your address.`,
      };
    },

    async signIn(login: string, password: string, userAgent?: string) {
      const user = await findByLogin(login);
      if (!user) {
        await verifyPassword(await decoyHash(), password);
        throw badRequest(WRONG_CREDENTIALS);
      }
      if (!(await verifyPassword(user.password_hash, password)))
        throw badRequest(WRONG_CREDENTIALS);
      if (!user.email_verified_at) throw forbidden(NOT_VERIFIED);
      return createSession(user, userAgent);
    },

    async verify(token: string, userAgent?: string) {
      const user = await consumeToken(token, 'verify');
      const verified = await db
        .updateTable('users')
        .set({ email_verified_at: user.email_verified_at ?? new Date(), updated_at: new Date() })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return createSession(verified, userAgent);
    },

    async resendVerification(login: string) {
      const user = await findByLogin(login);
      if (user && !user.email_verified_at) await mailToken(user, 'verify');
      return { message: CHECK_MAIL };
    },

    async requestReset(login: string) {
      const user = await findByLogin(login);
      if (user) await mailToken(user, 'reset');
      return { message: CHECK_MAIL };
    },

    async completeReset(token: string, password: string) {
      assertNewPassword(password);
      const user = await consumeToken(token, 'reset');
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('users')
          .set({
            password_hash: await hashPassword(password),
            // Opening the mailed link proves the address too.
            email_verified_at: user.email_verified_at ?? new Date(),
            updated_at: new Date(),
          })
          .where('id', '=', user.id)
          .execute();
        await tx
          .updateTable('sessions')
          .set({ revoked_at: new Date() })
          .where('user_id', '=', user.id)
          .where('revoked_at', 'is', null)
          .execute();
      });
      ctx.realtime.toUser(user.id).emit('session:revoked');
      return { message: 'Your password has been changed. Please sign in with the new one.' };
    },

    async signOut(caller: Caller) {
      await db
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('id', '=', caller.session.id)
        .execute();
      ctx.realtime.toSession(caller.session.id).emit('session:revoked');
      ctx.realtime.disconnectSession(caller.session.id);
      return { ok: true as const };
    },

    refresh(caller: Caller, token: string) {
      return { token, user: presentAuthUser(caller.user) };
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
export { HttpError };
