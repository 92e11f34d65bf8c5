// Row types for Kysely, one interface per table, typed with core's enumerations and the contract's
// wire types so a value the product does not know cannot be written. Keep in step with migrations.
import type { components } from '@trestle/openapi/types';
import type { AccountType, MembershipLevel, RoleKey } from '@trestle/core';
import type { ColumnType, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** JSONB columns are written as JSON text and read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export type DmSetting = components['schemas']['DmSetting'];
export type MailedTokenPurpose = 'verify' | 'reset';

export interface UsersTable {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  account_type: AccountType;
  role_key: RoleKey;
  membership_level: MembershipLevel;
  email_verified_at: NullableTimestamp;
  display_name: string;
  general: Json<Record<string, unknown>>;
  profile: Json<Record<string, unknown>>;
  dm_setting: DmSetting;
  mute_words: Json<string[]>;
  mute_categories: Json<string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  user_agent: string | null;
}

export interface EmailTokensTable {
  id: string;
  user_id: string;
  purpose: MailedTokenPurpose;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface FilesTable {
  name: string;
  owner_id: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  created_at: Timestamp;
}

export interface Tables {
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  files: FilesTable;
}

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type EmailTokenRow = Selectable<EmailTokensTable>;
export type FileRow = Selectable<FilesTable>;
