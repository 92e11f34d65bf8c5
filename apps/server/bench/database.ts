// The bench databases: a PostgreSQL database of its own (created when missing, never `test`), or
// PGlite in a folder. Both are opened with the app's own openDatabase and migrations.
import pg from 'pg';
import { migrateToLatest, openDatabase, type Database } from '../src/platform/db/database';

/** The database name of a postgres:// URL. */
export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

/**
 * Refuses any database that is not obviously a bench database: the seed may drop and recreate
 * it, and the test suites use `test` and `trestle_test_*` on the same server.
 */
export function assertBenchDatabase(url: string): string {
  const name = databaseName(url);
  if (!/^[a-z0-9_]+$/.test(name) || !name.includes('bench') || /^(test|trestle_test)/.test(name)) {
    throw new Error(
      `BENCH_DATABASE_URL must name a database of its own whose name contains "bench" ` +
        `(lower case letters, digits, _), not ${JSON.stringify(name)}: the bench may drop it.`,
    );
  }
  return name;
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the bench database when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const name = assertBenchDatabase(url);
  await admin(url, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
    // The app's own connections turn JIT off; the raw queries and psql should measure the same.
    await client.query(`alter database ${name} set jit = off`);
  });
}

/** Drops and recreates the bench database (a seed of another scale or version is in it). */
export async function recreateDatabase(url: string): Promise<void> {
  const name = assertBenchDatabase(url);
  await admin(url, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
    await client.query(`alter database ${name} set jit = off`);
  });
}

export async function openBenchDatabase(
  target: { url: string } | { pgliteDir: string },
): Promise<Database> {
  const database =
    'url' in target
      ? await openDatabase({ url: target.url })
      : await openDatabase({ pgliteDir: target.pgliteDir });
  await migrateToLatest(database.db);
  return database;
}
