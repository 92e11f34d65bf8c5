// The migrated database that test files copy (made once per run by test/global-setup.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../../src/platform/db/database';

export interface DatabaseTemplate {
  /** PGlite: the migrated data folder as a tar. */
  archive?: Uint8Array;
  /** PostgreSQL: the template database's name. */
  name?: string;
  drop(): Promise<void>;
}

/** What global-setup provides to the test files (vitest's provide/inject). */
export interface ProvidedTemplate {
  pgliteArchive?: string;
  postgresTemplate?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: ProvidedTemplate;
  }
}

export async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export async function makeDatabaseTemplate(
  serverUrl: string | undefined,
): Promise<DatabaseTemplate> {
  if (!serverUrl) {
    const database = await openDatabase({});
    try {
      await migrateToLatest(database.db);
      const archive = new Uint8Array(await (await database.archive!()).arrayBuffer());
      return { archive, drop: async () => {} };
    } finally {
      await database.close();
    }
  }
  const name = `trestle_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    await migrateToLatest(database.db);
  } finally {
    // A template must have no connection while it is copied.
    await database.close();
  }
  return {
    name,
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
