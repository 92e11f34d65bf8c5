// When a person agreed to the Terms of use and the Privacy policy at sign-up (null: not recorded,
// e.g. accounts created before the consent step or by an older integration).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('terms_accepted_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('terms_accepted_at').execute();
}
