// Onboarding (issue 8): when a person finished or skipped the first-sign-in onboarding. People who
// were here before it existed count as onboarded from their sign-up, so only newcomers see it.
// Also an index for "people to follow" when a newcomer follows nobody: the most followed first.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('onboarded_at', 'timestamptz').execute();
  await sql`UPDATE users SET onboarded_at = created_at`.execute(db);
  await sql`CREATE INDEX users_most_followed ON users (followers_count DESC, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX users_most_followed`.execute(db);
  await db.schema.alterTable('users').dropColumn('onboarded_at').execute();
}
