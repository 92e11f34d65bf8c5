// Turns a query into its snapshot file: compiled by Kysely for PostgreSQL without a database,
// laid out by sql-formatter, with the sample parameters listed under it.
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { format } from 'sql-formatter';
import { fileURLToPath } from 'node:url';
import { plugins, type Db } from '../../src/platform/db/database';
import type { Tables } from '../../src/platform/db/tables';
import { SNAPSHOT_QUERIES, type SnapshotQuery } from './queries';

/** Where the snapshots live: docs/sql at the repository's root. */
export const SNAPSHOT_DIR = fileURLToPath(new URL('../../../../docs/sql/', import.meta.url));

/** A Kysely that compiles PostgreSQL and never connects. */
export function compilingDb(): Db {
  return new Kysely<Tables>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    plugins,
  });
}

const shown = (value: unknown) =>
  value instanceof Date ? value.toISOString() : JSON.stringify(value);

export function renderSnapshot(query: SnapshotQuery, db: Db): string {
  const compiled = query.build(db).compile();
  const body = format(compiled.sql, {
    language: 'postgresql',
    paramTypes: { numbered: ['$'] },
    keywordCase: 'lower',
    tabWidth: 2,
  });
  const parameters = compiled.parameters.map((value, i) => `-- $${i + 1} = ${shown(value)}`);
  return [
    `-- ${query.about}`,
    '-- Generated from the query the server runs (apps/server/test/sql-snapshots/queries.ts);',
    '-- rewrite with `pnpm --filter @trestle/server sql:snapshots`, do not edit by hand.',
    '',
    `${body};`,
    '',
    ...(parameters.length > 0 ? ['-- Sample parameters:', ...parameters] : []),
    '',
  ].join('\n');
}

/** Every snapshot file's name (`<name>.sql`) and text, as the queries make them now. */
export function renderAll(): Map<string, string> {
  const db = compilingDb();
  return new Map(SNAPSHOT_QUERIES.map((query) => [`${query.name}.sql`, renderSnapshot(query, db)]));
}
