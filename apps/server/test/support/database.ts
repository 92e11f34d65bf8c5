// A fresh database for each test file: in-memory PGlite by default, or a new PostgreSQL database
// when TEST_DATABASE_URL points at a server (CI runs the suite both ways). Under vitest each is a
// copy of the migrated database test/global-setup.ts made once for the run; migrateToLatest()
// still runs on it (it finds nothing to do, unless the copy is behind the migrations).
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from '../../src/platform/db/database';
import { adminQuery, type ProvidedTemplate } from './database-template';

export const postgresUrl = process.env.TEST_DATABASE_URL;

export interface TestDatabase extends Database {
  url: string | undefined;
}

function template(): ProvidedTemplate {
  try {
    return inject('databaseTemplate') ?? {};
  } catch {
    return {}; // not under vitest's global setup
  }
}

/** A new database on the server at `serverUrl` (TEST_DATABASE_URL by default), or PGlite. */
export async function freshDatabase(serverUrl = postgresUrl): Promise<TestDatabase> {
  const { pgliteArchive, postgresTemplate } = template();
  if (!serverUrl) {
    const database = await openDatabase({
      pgliteArchive: pgliteArchive ? new Blob([await readFile(pgliteArchive)]) : undefined,
    });
    await migrateToLatest(database.db);
    return { ...database, url: undefined };
  }
  const name = `trestle_test_${randomBytes(6).toString('hex')}`;
  const copy = postgresTemplate && serverUrl === postgresUrl ? ` template ${postgresTemplate}` : '';
  await adminQuery(serverUrl, `create database ${name}${copy}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await migrateToLatest(database.db);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A fresh database for the test file, opened before its tests and closed after them (as
 * useTestApp does for a server): `const database = useFreshDatabase();` then `database.current`.
 */
export function useFreshDatabase(): { readonly current: TestDatabase } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await freshDatabase();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });
  return {
    get current() {
      if (!database) throw new Error('The test database is opened in beforeAll');
      return database;
    },
  };
}
