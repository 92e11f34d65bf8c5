// A shaped statement is built once per shape and bound to each call's values (shaped.ts): the
// bound statement is the one a full build would give, and builders that look at their values are
// refused rather than bound wrongly.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { useFreshDatabase } from '../../../test/support/database';
import type { Db } from './database';
import { MAX_SHAPES, shapedQuery, shapedStatement, verifyShapedStatements } from './shaped';

const fresh = useFreshDatabase();
const database = {
  get db() {
    return fresh.current.db;
  },
};
afterEach(() => void verifyShapedStatements(true));

interface Values {
  author: string | null;
  ids: readonly string[];
  [key: string]: string | readonly string[] | null;
}

const A = '018c1440-ab2c-7000-8001-000000000001';
const B = '018c1440-ab2c-7000-8001-000000000002';
const C = '018c1440-ab2c-7000-8001-000000000003';

/** A statement like the feeds': a value used twice, an array, a constant, a page size. */
function counted() {
  let builds = 0;
  const build = (db: Db, limit: number, values: Values) => {
    builds++;
    let q = db
      .selectFrom('posts')
      .select('id')
      .where(sql<boolean>`id = any(${values.ids}::uuid[])`)
      .where('kind', '=', 'post');
    if (values.author !== null) {
      q = q.where((eb) =>
        eb.or([eb('author_id', '=', values.author), eb('reply_to_id', '=', values.author)]),
      );
    }
    return q.limit(limit);
  };
  return {
    statement: shapedStatement((limit: number) => String(limit), build),
    build,
    builds: () => builds,
  };
}

describe('shaped statements', () => {
  it('gives the statement a full build gives, for other values of the same shape', () => {
    const { statement, build } = counted();
    for (const values of [
      { author: A, ids: [B, C] },
      { author: B, ids: [A] },
      { author: C, ids: [] },
    ]) {
      const bound = statement(database.db, 10, values);
      const full = build(database.db, 10, values).compile();
      expect(bound.sql).toBe(full.sql);
      expect(bound.parameters).toEqual(full.parameters);
    }
  });

  it('builds each shape once (twice with stand-ins), then only binds', () => {
    verifyShapedStatements(false);
    const { statement, builds } = counted();
    statement(database.db, 10, { author: A, ids: [B] });
    expect(builds()).toBe(2);
    statement(database.db, 10, { author: B, ids: [C, A] });
    statement(database.db, 10, { author: C, ids: [] });
    expect(builds()).toBe(2);
    // Another page size, and a null value, are shapes of their own.
    statement(database.db, 20, { author: A, ids: [B] });
    statement(database.db, 10, { author: null, ids: [B] });
    expect(builds()).toBe(6);
    const visitor = statement(database.db, 10, { author: null, ids: [C] });
    expect(visitor.sql).not.toMatch(/author_id/);
    expect(visitor.parameters).toEqual([[C], 'post']);
  });

  it('runs: the bound statement reads what the full one reads', async () => {
    const { statement } = counted();
    const { rows } = await database.db.executeQuery(
      statement(database.db, 5, { author: A, ids: [B] }),
    );
    expect(rows).toEqual([]);
  });

  it('refuses a builder that writes a value into the text', () => {
    const statement = shapedStatement(
      () => 'one',
      (db, _shape: null, values: { word: string }) =>
        db
          .selectFrom('posts')
          .select('id')
          .where(sql<boolean>`text like ${sql.lit(values.word)}`),
    );
    expect(() => statement(database.db, null, { word: 'beam' })).toThrow(/depends on its values/);
  });

  it('refuses a builder that expands an array into one parameter per item', () => {
    const statement = shapedStatement(
      () => 'one',
      (db, _shape: null, values: { ids: readonly string[] }) =>
        db
          .selectFrom('posts')
          .select('id')
          .where('id', 'in', [...values.ids]),
    );
    expect(() => statement(database.db, null, { ids: [A, B] })).toThrow(/full build/);
  });

  it('catches, in tests, a builder that branches on a value its shape does not name', () => {
    const statement = shapedStatement(
      () => 'one',
      (db, _shape: null, values: { word: string }) =>
        db
          .selectFrom('posts')
          .select('id')
          .$if(values.word.startsWith('#'), (q) => q.where('kind', '=', 'post'))
          .where('text', '=', values.word),
    );
    expect(statement(database.db, null, { word: 'beam' }).sql).not.toMatch(/kind/);
    expect(() => statement(database.db, null, { word: '#beam' })).toThrow(/full build/);
  });

  it(`remembers at most ${MAX_SHAPES} shapes`, () => {
    verifyShapedStatements(false);
    const { statement, builds } = counted();
    for (let limit = 1; limit <= MAX_SHAPES + 1; limit++) {
      statement(database.db, limit, { author: A, ids: [] });
    }
    // The first shape was forgotten to make room for the last; the second is still there.
    statement(database.db, 2, { author: A, ids: [] });
    expect(builds()).toBe(2 * (MAX_SHAPES + 1));
    statement(database.db, 1, { author: A, ids: [] });
    expect(builds()).toBe(2 * (MAX_SHAPES + 2));
  });

  it('binds the named keys of a query function’s argument, a missing one as null, and shapes by the rest', () => {
    verifyShapedStatements(false);
    let builds = 0;
    const page = shapedQuery(
      (db: Db, args: { author?: string | undefined; kind: 'post' | 'short'; limit: number }) => {
        builds++;
        return db
          .selectFrom('posts')
          .select('id')
          .where('kind', '=', args.kind)
          .$if(Boolean(args.author), (q) => q.where('author_id', '=', args.author!))
          .limit(args.limit);
      },
      ['author'],
    );
    const first = page(database.db, { author: A, kind: 'post', limit: 10 });
    expect(first.parameters).toEqual(['post', A]);
    expect(page(database.db, { author: B, kind: 'post', limit: 10 }).parameters).toEqual([
      'post',
      B,
    ]);
    expect(builds).toBe(2);
    expect(page(database.db, { kind: 'post', limit: 10 }).sql).not.toMatch(/author_id/);
    expect(page(database.db, { author: C, kind: 'short', limit: 10 }).parameters).toEqual([
      'short',
      C,
    ]);
    expect(builds).toBe(6);
  });
});
