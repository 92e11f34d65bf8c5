// Opens the database: embedded PGlite under DATA_DIR by default, or a PostgreSQL server when
// DATABASE_URL is set. Both get the same Kysely interface and the same migrations.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { migrationProvider } from './migrations/index';
import { InlinePagingPlugin } from './inline-paging';
import { prepareLongStatements } from './prepared';
import type { Tables } from './tables';

export type Db = Kysely<Tables>;

export interface Database {
  db: Db;
  /** The node-postgres pool under Kysely (pg-boss and other raw users share it). */
  pool: pg.Pool;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: a copy of its data folder as a tar, for openDatabase's pgliteArchive. */
  archive?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it, PGlite is used. */
  url?: string | undefined;
  /** Folder for PGlite's files; omitted means in memory (tests). */
  pgliteDir?: string | undefined;
  /**
   * In memory only: start from this copy of a PGlite data folder (a tar from dumpDataDir)
   * instead of an empty cluster. Tests copy one migrated database rather than migrating each.
   */
  pgliteArchive?: Blob | undefined;
  /** Told when an idle connection fails (a server restart); the pool replaces it. */
  onIdleError?: (error: Error) => void;
  /** PostgreSQL: long statements as named prepared statements (prepared.ts); on by default. */
  preparedStatements?: boolean | undefined;
}

/**
 * Ends Kysely and then the pool itself: Kysely only ends a pool it has used, and the job queue
 * may have used it alone.
 */
async function closeBoth(db: Db, pool: pg.Pool): Promise<void> {
  await db.destroy();
  if (!pool.ended) await pool.end();
}

// PostgreSQL returns bigint (int8) as text to keep precision; our counts and sizes fit a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Both drivers compile the same SQL: pages' LIMIT and OFFSET as literals (inline-paging.ts). */
export const plugins = [new InlinePagingPlugin()];

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // jit off: the feed queries' plans cost enough for PostgreSQL's default (jit = on) to compile
    // them, which took seconds per query at bench scale for a query that runs in milliseconds.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: '-c jit=off' });
    // Without a listener, an idle connection's error would end the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    if (options.preparedStatements !== false) prepareLongStatements(pool);
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, pool, driver: 'postgres', close: () => closeBoth(db, pool) };
  }
  const unlock = options.pgliteDir ? lockDataDir(options.pgliteDir) : () => {};
  try {
    // pg_trgm (fuzzy people search) ships with PGlite as a contrib extension, loaded here.
    const extensions = { pg_trgm };
    const lite = options.pgliteDir
      ? await PGlite.create(options.pgliteDir, { extensions })
      : await PGlite.create({ extensions, loadDataDir: options.pgliteArchive });
    // PGlite's node-postgres adapter: a pg.Pool of one connection, parsed like PostgreSQL's.
    const pool = new pg.Pool({ ...createPgConfig(lite), max: 1 });
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }), plugins });
    return {
      db,
      pool,
      driver: 'pglite',
      archive: () => lite.dumpDataDir('none'),
      async close() {
        await closeBoth(db, pool);
        await lite.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * PGlite's files may be opened by one process only. A lock file with our pid refuses a second
 * server on the same folder with a clear message instead of corrupting it.
 */
function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = join(dir, 'trestle.lock');
  try {
    const holder = Number(readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `The database folder ${dir} is in use by process ${holder}. PGlite allows one server ` +
          'process per folder; stop the other one, or set DATABASE_URL to use PostgreSQL.',
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  // Branches take numbers ahead of each other (0012 merged before 0011): a database that already
  // ran a later-numbered migration still runs an earlier one it has not seen. Each migration
  // touches only its own tables, so their order between branches does not matter.
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
