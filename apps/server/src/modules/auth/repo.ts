// Every query of the auth area: accounts, sessions and mailed one-time tokens.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { recountAround } from '../follow/counts';
import type { MailedTokenPurpose, UserRow } from '../../platform/db/tables';
import { hashSecret } from '../../platform/auth/secrets';
import { newId } from '../../platform/ids';

/** Finds an account by username or e-mail address, in any letter case. */
/** A login as it is looked up: usernames and addresses are unique regardless of case. */
export function normaliseLogin(login: string): string {
  return login.trim().toLowerCase();
}

export function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const needle = normaliseLogin(login);
  return (
    db
      .selectFrom('users')
      .selectAll()
      // News sources' system accounts never sign in, nor receive verification or reset mail.
      .where('users.kind', '=', 'person')
      // A deleted account signs in no more, nor receives links.
      .where('users.deleted_at', 'is', null)
      .where((eb) =>
        eb.or([eb(sql`lower(username)`, '=', needle), eb(sql`lower(email)`, '=', needle)]),
      )
      .executeTakeFirst()
  );
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Which of the username and address are taken, regardless of letter case. */
export async function takenNames(db: Db, username: string, email: string) {
  const rows = await db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(username)`, '=', username.toLowerCase()),
        eb(sql`lower(email)`, '=', email.toLowerCase()),
      ]),
    )
    .execute();
  return {
    username: rows.some((u) => u.username.toLowerCase() === username.toLowerCase()),
    email: rows.some((u) => u.email.toLowerCase() === email.toLowerCase()),
  };
}

export async function insertSession(
  db: Db,
  userId: string,
  token: string,
  expiresAt: Date,
  userAgent: string | null,
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: newId(),
      user_id: userId,
      token_hash: hashSecret(token),
      expires_at: expiresAt,
      revoked_at: null,
      user_agent: userAgent,
    })
    .execute();
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .execute();
}

/**
 * Stores a new mailed token. Older unused tokens of the same purpose stop working at once: only
 * the newest link in a person's mailbox opens.
 */
export async function replaceMailedToken(
  db: Db,
  userId: string,
  purpose: MailedTokenPurpose,
  token: string,
  expiresAt: Date,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('email_tokens')
      .set({ used_at: new Date() })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await tx
      .insertInto('email_tokens')
      .values({
        id: newId(),
        user_id: userId,
        purpose,
        token_hash: hashSecret(token),
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
  });
}

/** Marks a live token used and returns its account's id, or undefined for any bad link. */
export async function consumeMailedToken(
  db: Db,
  token: string,
  purpose: MailedTokenPurpose,
): Promise<string | undefined> {
  const row = await db
    .updateTable('email_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashSecret(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

export function markVerified(db: Db, user: UserRow): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ email_verified_at: user.email_verified_at ?? new Date(), updated_at: new Date() })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Sets a new password after a reset: the address counts as verified (the mailed link proved it),
 * every session ends, and every other reset link stops working.
 */
export async function resetPassword(db: Db, user: UserRow, passwordHash: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const now = new Date();
    await tx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        email_verified_at: user.email_verified_at ?? now,
        updated_at: now,
      })
      .where('id', '=', user.id)
      .execute();
    await tx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    await tx
      .updateTable('email_tokens')
      .set({ used_at: now })
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'reset')
      .where('used_at', 'is', null)
      .execute();
  });
}

/** Clears hibernation: the account and its content show again, and count again. */
export async function wakeIfHibernated(db: Db, user: UserRow): Promise<UserRow> {
  if (!user.hibernated_at) return user;
  return db.transaction().execute(async (tx) => {
    const woken = await tx
      .updateTable('users')
      .set({ hibernated_at: null, updated_at: new Date() })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recountAround(tx, user.id);
    return woken;
  });
}
