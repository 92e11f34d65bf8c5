// Kysely's PostgresDialect speaks to a node-postgres style pool. This adapter gives it one PGlite
// instance: PGlite is a single connection, so a lock hands it to one user at a time, which keeps
// transactions from interleaving.
import type { PGlite } from '@electric-sql/pglite';

interface QueryResult {
  command: string;
  rowCount: number;
  rows: unknown[];
}

export interface PgLikeClient {
  query(sql: string, parameters?: readonly unknown[]): Promise<QueryResult>;
  release(): void;
}

export interface PgLikePool {
  connect(): Promise<PgLikeClient>;
  end(): Promise<void>;
}

export function pglitePool(db: PGlite): PgLikePool {
  let queue: Promise<void> = Promise.resolve();

  return {
    async connect() {
      let release!: () => void;
      const turn = new Promise<void>((resolve) => (release = resolve));
      const previous = queue;
      queue = previous.then(() => turn);
      await previous;
      let released = false;
      return {
        async query(sql, parameters = []) {
          const result = await db.query(sql, parameters as unknown[]);
          return {
            command: sql.trimStart().split(/\s/, 1)[0]?.toUpperCase() ?? '',
            rowCount: result.affectedRows ?? result.rows.length,
            rows: result.rows,
          };
        },
        release() {
          if (released) return;
          released = true;
          release();
        },
      };
    },
    async end() {
      await queue;
    },
  };
}
