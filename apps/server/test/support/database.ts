// A fresh database for each test file: in-memory PGlite by default, or a new PostgreSQL database
// when TEST_DATABASE_URL points at a server (CI runs the suite both ways).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase, type Database } from '../../src/platform/db/database';

export const postgresUrl = process.env.TEST_DATABASE_URL;

export interface TestDatabase extends Database {
  url: string | undefined;
}

/** A new database on the server at `serverUrl` (TEST_DATABASE_URL by default), or PGlite. */
export async function freshDatabase(serverUrl = postgresUrl): Promise<TestDatabase> {
  if (!serverUrl) {
    const database = await openDatabase({});
    await migrateToLatest(database.db);
    return { ...database, url: undefined };
  }
  const name = `trestle_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await migrateToLatest(database.db);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
