// Long statements are prepared once per connection on PostgreSQL (prepared.ts) and give the same
// answers; short ones are not; turned off, nothing is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../test/support/database';
import { openDatabase } from './database';
import { PREPARE_FROM_CHARS, statementName } from './prepared';

let database: TestDatabase;
beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) database = await freshDatabase();
});
afterAll(async () => database?.close());

/** A statement over the limit: a long comment keeps the text long; $1 is an array, as ours are. */
const LONG = `select n from unnest($1::int[]) n /* ${'x'.repeat(PREPARE_FROM_CHARS)} */ order by n`;
const SHORT = 'select n from unnest($1::int[]) n order by n';
/** Long, but matching text: planned each time for its words. */
const SEARCH = `select $1::tsvector @@ $2::tsquery as hit /* ${'x'.repeat(PREPARE_FROM_CHARS)} */`;

async function preparedNames(client: { query(text: string): Promise<{ rows: unknown[] }> }) {
  const { rows } = await client.query('select name from pg_prepared_statements');
  return (rows as { name: string }[]).map((r) => r.name);
}

// PostgreSQL only: PGlite's one embedded connection is left as it was.
describe.runIf(process.env.TEST_DATABASE_URL)('prepared statements', () => {
  it('prepares a long statement once per connection and answers as before; not a short or a text search', async () => {
    const client = await database.pool.connect();
    try {
      const before = await preparedNames(client);
      const first = await client.query(LONG, [[3, 1, 2]]);
      const second = await client.query(LONG, [[5, 4]]);
      expect(first.rows.map((r) => r.n)).toEqual([1, 2, 3]);
      expect(second.rows.map((r) => r.n)).toEqual([4, 5]);
      await client.query(SHORT, [[1]]);
      expect((await client.query(SEARCH, ['slab pour', 'slab'])).rows).toEqual([{ hit: true }]);
      const added = (await preparedNames(client)).filter((name) => !before.includes(name));
      expect(added).toEqual([statementName(LONG)]);
    } finally {
      client.release();
    }
  });

  it('prepares nothing when turned off', async () => {
    const off = await openDatabase({ url: database.url!, preparedStatements: false });
    const client = await off.pool.connect();
    try {
      expect((await client.query(LONG, [[2, 1]])).rows.map((r) => r.n)).toEqual([1, 2]);
      expect(await preparedNames(client)).toEqual([]);
    } finally {
      client.release();
      await off.close();
    }
  });
});
