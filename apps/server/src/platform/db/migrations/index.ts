// The one migration history, in order. Both drivers (PGlite and PostgreSQL) run the same list.
import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './0001_accounts';
import * as posts from './0002_posts';

const migrations: Record<string, Migration> = {
  '0001_accounts': accounts,
  '0002_posts': posts,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
