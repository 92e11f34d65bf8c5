// Demo people for the embedded trial (PGlite), so the product can be tried at once. Documented in
// the README; switched off with SEED_DEMO=false; never on a PostgreSQL server, and only on an
// empty database. No demo account is staff: a password printed in a README must never open
// moderation.
import type { AccountType } from '@trestle/core';
import { newUserDefaults } from '../modules/auth/new-user';
import { hashPassword } from '../platform/auth/passwords';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database, Db } from '../platform/db/database';

export const DEMO_PASSWORD = 'trestle-demo-2026';

export const DEMO_USERS: readonly {
  username: string;
  displayName: string;
  accountType: AccountType;
}[] = [
  { username: 'demo', displayName: 'Dana Demo', accountType: 'personal' },
  { username: 'buildco', displayName: 'BuildCo Contractors', accountType: 'business' },
];

export async function seedDemo(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insertInto('users')
    .values(
      DEMO_USERS.map((u) =>
        newUserDefaults({
          username: u.username,
          email: `${u.username}@demo.trestle.local`,
          passwordHash,
          accountType: u.accountType,
          displayName: u.displayName,
          emailVerifiedAt: new Date(),
        }),
      ),
    )
    .execute();
  return true;
}

/**
 * Seeds the demo people when this is the embedded trial (PGlite) with SEED_DEMO on. Logs their
 * usernames, never a password. Returns whether it seeded.
 */
export async function seedDemoForTrial(
  config: Pick<Config, 'seedDemo'>,
  database: Pick<Database, 'db' | 'driver'>,
  log: Logger,
): Promise<boolean> {
  if (!config.seedDemo) return false;
  if (database.driver !== 'pglite') {
    log.info('demo data is only for the embedded trial database; not seeding PostgreSQL');
    return false;
  }
  if (!(await seedDemo(database.db))) return false;
  log.info(
    { usernames: DEMO_USERS.map((u) => u.username) },
    'created demo users (their password is in the README)',
  );
  return true;
}
