// Queries behind settings: preferences, sessions, mailed address-change tokens, hibernation and
// the deletion mark, the data archive's row.
import type { AccountType } from '@trestle/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { recountAround } from '../follow/counts';
import type {
  ArchiveRow,
  DmSetting,
  MailedTokenPurpose,
  NotificationPrefs,
  SessionRow,
  UserRow,
} from '../../platform/db/tables';
import { hashSecret } from '../../platform/auth/secrets';
import { newId } from '../../platform/ids';

export interface SettingsChanges {
  muteWords?: string[] | undefined;
  muteCategories?: string[] | undefined;
  dm?: DmSetting | undefined;
  notifications?: NotificationPrefs | undefined;
  language?: string | null | undefined;
  accountType?: AccountType | undefined;
}

export function updateSettings(db: Db, userId: string, changes: SettingsChanges): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({
      ...(changes.muteWords ? { mute_words: JSON.stringify(changes.muteWords) } : {}),
      ...(changes.muteCategories
        ? { mute_categories: JSON.stringify(changes.muteCategories) }
        : {}),
      ...(changes.dm ? { dm_setting: changes.dm } : {}),
      ...(changes.notifications
        ? { notification_prefs: JSON.stringify(changes.notifications) }
        : {}),
      ...(changes.language !== undefined ? { language: changes.language } : {}),
      ...(changes.accountType ? { account_type: changes.accountType } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The person's live sessions, newest use first. */
export function liveSessions(db: Db, userId: string): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}

/** Ends the person's live sessions (all, or all but `except`); returns the ids ended. */
export async function revokeSessionsOf(
  db: Db,
  userId: string,
  options: { except?: string; only?: string } = {},
): Promise<string[]> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (options.except) query = query.where('id', '<>', options.except);
  if (options.only) query = query.where('id', '=', options.only);
  const rows = await query.returning('id').execute();
  return rows.map((r) => r.id);
}

export function setPassword(db: Db, userId: string, passwordHash: string) {
  return db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** Whether another account (not this one) uses the address, in any letter case. */
export async function addressTaken(db: Db, email: string, exceptId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores a token carrying an address; older unused ones of the purpose stop working. */
export async function replaceAddressToken(
  db: Db,
  userId: string,
  purpose: MailedTokenPurpose,
  token: string,
  email: string,
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
        email,
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
  });
}

/** Marks a live token used; its account and address, or undefined for any bad link. */
export async function consumeAddressToken(
  db: Db,
  token: string,
  purpose: MailedTokenPurpose,
): Promise<{ userId: string; email: string } | undefined> {
  const row = await db
    .updateTable('email_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashSecret(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['user_id', 'email'])
    .executeTakeFirst();
  return row?.email ? { userId: row.user_id, email: row.email } : undefined;
}

export function setPendingEmail(db: Db, userId: string, email: string | null) {
  return db
    .updateTable('users')
    .set({ pending_email: email, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** The address becomes the account's (confirmed, since its owner opened the mailed link). */
export function setEmail(db: Db, userId: string, email: string): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ email, pending_email: null, email_verified_at: new Date(), updated_at: new Date() })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Hibernates the account; the people it follows or is followed by count it no more. */
export function markHibernated(db: Db, userId: string) {
  return db.transaction().execute(async (tx) => {
    await tx
      .updateTable('users')
      .set({ hibernated_at: new Date(), updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
    await recountAround(tx, userId);
  });
}

/** Marks the account deleted (hidden at once, counts too); false when it already was. */
export async function markAccountDeleted(db: Db, userId: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .updateTable('users')
      .set({ deleted_at: new Date(), updated_at: new Date() })
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (row) await recountAround(tx, userId);
    return row !== undefined;
  });
}

export function findArchive(db: Db, userId: string): Promise<ArchiveRow | undefined> {
  return db.selectFrom('archives').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}
