// Demo people for a fresh local install, so the product can be tried at once. Documented in the
// README; switched off with SEED_DEMO=false. Only runs on an empty database.
import type { Db } from '../platform/db/database';
import { hashPassword } from '../platform/auth/passwords';
import { newId } from '../platform/ids';

export const DEMO_PASSWORD = 'trestle-demo-2026';

export const DEMO_USERS = [
  { username: 'demo', displayName: 'Dana Demo', accountType: 'personal', role: 'user' },
  {
    username: 'buildco',
    displayName: 'BuildCo Contractors',
    accountType: 'business',
    role: 'user',
  },
  {
    username: 'moderator',
    displayName: 'Morgan Moderator',
    accountType: 'personal',
    role: 'moderator',
  },
] as const;

export async function seedDemo(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insertInto('users')
    .values(
      DEMO_USERS.map((u) => ({
        id: newId(),
        username: u.username,
        email: `${u.username}@demo.trestle.local`,
        password_hash: passwordHash,
        account_type: u.accountType,
        role_key: u.role,
        membership_level: 'free',
        email_verified_at: new Date(),
        display_name: u.displayName,
        general: '{}',
        profile: '{}',
        dm_setting: 'followers' as const,
        mute_words: '[]',
        mute_categories: '[]',
      })),
    )
    .execute();
  return true;
}
