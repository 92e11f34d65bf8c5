// Hydration reads its rows as JSON in one statement and revives their timestamps: every
// timestamp column of the tables it reads must be listed, or a date would arrive as a string.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../test/support/database';
import { TIMESTAMP_COLUMNS } from './hydrate';

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
}, 60_000);
afterAll(async () => {
  await database.close();
});

describe('hydration', () => {
  it('revives every timestamp column of the posts, users, groups and channels it reads', async () => {
    const { rows } = await database.pool.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and table_name = any($1)
          and data_type in ('timestamp with time zone', 'timestamp without time zone', 'date')
        order by column_name`,
      [Object.keys(TIMESTAMP_COLUMNS)],
    );
    const found: Record<string, string[]> = {};
    for (const row of rows) (found[row.table_name] ??= []).push(row.column_name);
    const listed = Object.fromEntries(
      Object.entries(TIMESTAMP_COLUMNS).map(([table, columns]) => [table, [...columns].sort()]),
    );
    expect(found).toEqual(listed);
  });
});
