// Every new account starts here: the starting values of a person's account (sign-up, the demo
// seed, test factories) and of a system account (a news source's), and the one insert of both.
import type { AccountType, RoleKey } from '@trestle/core';
import type { Insertable } from 'kysely';
import type { Db } from './database';
import type { UserRow, UsersTable } from './tables';
import { newId } from '../ids';

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  accountType: AccountType;
  displayName?: string | undefined;
  role?: RoleKey;
  emailVerifiedAt?: Date | null;
  /** When the person agreed to the terms; null when not recorded. */
  termsAcceptedAt?: Date | null;
}

export function newUserDefaults(input: NewUser): Insertable<UsersTable> {
  return {
    id: newId(),
    username: input.username,
    email: input.email,
    password_hash: input.passwordHash,
    account_type: input.accountType,
    role_key: input.role ?? 'user',
    membership_level: 'free',
    email_verified_at: input.emailVerifiedAt ?? null,
    terms_accepted_at: input.termsAcceptedAt ?? null,
    display_name: input.displayName?.trim() || input.username,
    general: '{}',
    profile: '{}',
    dm_setting: 'followers',
    mute_words: '[]',
    mute_categories: '[]',
  };
}

export interface NewSystemUser {
  kind: 'news';
  username: string;
  displayName: string;
}

/**
 * A system account: never signs in (no password verifies against '!', which is not an argon2
 * hash), receives no mail (an address under .invalid) and no direct messages.
 */
export function systemUserDefaults(input: NewSystemUser): Insertable<UsersTable> {
  return {
    ...newUserDefaults({
      username: input.username,
      email: `${input.username}@${input.kind}.invalid`,
      passwordHash: '!',
      accountType: 'business',
      displayName: input.displayName,
    }),
    general: JSON.stringify({ displayName: input.displayName }),
    dm_setting: 'none',
    kind: input.kind,
  };
}

export function insertUser(db: Db, input: NewUser): Promise<UserRow> {
  return db
    .insertInto('users')
    .values(newUserDefaults(input))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertSystemUser(db: Db, input: NewSystemUser): Promise<UserRow> {
  return db
    .insertInto('users')
    .values(systemUserDefaults(input))
    .returningAll()
    .executeTakeFirstOrThrow();
}
