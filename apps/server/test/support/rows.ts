// Rows written straight to the database, for tests of queries and triggers that read rows, not
// requests (the HTTP factories are in factories.ts).
import type { Insertable } from 'kysely';
import type { Tables } from '../../src/platform/db/tables';
import { newId } from '../../src/platform/ids';

let made = 0;

/** A users row with a unique name and address; `extra` overrides any column. */
export function userRow(
  extra: Partial<Insertable<Tables['users']>> = {},
): Insertable<Tables['users']> & { id: string } {
  made += 1;
  const id = extra.id ?? newId();
  const name = `row_${made}_${id.slice(-8)}`;
  return {
    username: name,
    email: `${name}@example.test`,
    password_hash: 'x',
    account_type: 'personal',
    role_key: 'user',
    membership_level: 'free',
    display_name: `Person ${made}`,
    general: '{}',
    profile: '{}',
    dm_setting: 'followers',
    mute_words: '[]',
    mute_categories: '[]',
    ...extra,
    id,
  };
}
