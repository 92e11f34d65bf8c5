// A feed page's statement is planned once per connection and then reused (issue 25): prepared
// (platform/db/prepared.ts) with its LIMIT and OFFSET as literals (platform/db/inline-paging.ts),
// so that PostgreSQL prices its generic plan truly and picks it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../test/support/database';
import { statementName } from '../../platform/db/prepared';
import { feedPageQuery } from './repo/feed';

let database: TestDatabase;
beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) database = await freshDatabase();
});
afterAll(async () => database?.close());

// PostgreSQL only: PGlite prepares nothing.
describe.runIf(process.env.TEST_DATABASE_URL)('feed page plans', () => {
  it('plans the local feed’s page once and then reuses the plan, not once per request', async () => {
    const viewer = {
      id: '018c1440-ab2c-7000-8001-000000000032',
      muteWords: [],
      muteCategories: [],
    };
    const page = feedPageQuery(database.db, { viewer, source: 'local' }, { skip: 0, limit: 10 });
    const { sql: text, parameters } = page.compile();
    const client = await database.pool.connect();
    try {
      // PostgreSQL plans the first five executions for their values, then decides.
      for (let i = 0; i < 8; i++) await client.query(text, parameters as unknown[]);
      const { rows } = await client.query<{ generic_plans: number }>(
        'select generic_plans from pg_prepared_statements where name = $1',
        [statementName(text)],
      );
      expect(rows[0]?.generic_plans).toBeGreaterThan(0);
    } finally {
      client.release();
    }
  });
});
