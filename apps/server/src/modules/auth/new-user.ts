// The starting values of every new account, for sign-up, the demo seed and test factories alike.
import type { AccountType, RoleKey } from '@trestle/core';
import type { Insertable } from 'kysely';
import type { UsersTable } from '../../platform/db/tables';
import { newId } from '../../platform/ids';

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
