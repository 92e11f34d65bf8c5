// Pages' LIMIT and OFFSET are compiled as literals (inline-paging.ts); every other value stays a
// parameter, and so does anything that is not a plain whole number.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(async () => database.close());

describe('inline paging', () => {
  it('writes a page’s limit and offset into the text and keeps the other values as parameters', () => {
    const { sql: text, parameters } = database.db
      .selectFrom('posts')
      .select('id')
      .where('author_id', '=', '018c1440-ab2c-7000-8001-000000000032')
      .limit(10)
      .offset(20)
      .compile();
    expect(text).toMatch(/limit 10 offset 20$/);
    expect(parameters).toEqual(['018c1440-ab2c-7000-8001-000000000032']);
  });

  it('leaves a limit that is not a plain whole number as a parameter', () => {
    const { sql: text, parameters } = database.db
      .selectFrom('posts')
      .select('id')
      .limit(sql<number>`${5}`)
      .offset(2.5)
      .compile();
    expect(text).toMatch(/limit \$1 offset \$2$/);
    expect(parameters).toEqual([5, 2.5]);
  });
});
