// Row types for Kysely. One interface per table; keep in step with the migrations.
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  account_type: 'personal' | 'business';
  role_key: 'user' | 'moderator' | 'admin' | 'superadmin';
  membership_level: string;
  email_verified_at: NullableTimestamp;
  display_name: string;
  general: Json<Record<string, unknown>>;
  profile: Json<Record<string, unknown>>;
  dm_setting: 'all' | 'followers' | 'none';
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
  purpose: 'verify' | 'reset';
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
