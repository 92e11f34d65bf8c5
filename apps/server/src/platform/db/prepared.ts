// Long statements as named prepared statements on PostgreSQL (issue 25). Planning a feed page's
// or a search's statement (the read rules' SQL over large tables) costs as much as running it:
// 2-7 ms for the hydration statement at the bench's million posts against 2 ms to run. Named by
// a hash of their text, they are parsed and planned once per connection and then reused
// (PostgreSQL's plan cache picks a generic plan once it costs no more than the custom ones).
// Their texts are stable: values are parameters and lists are arrays. Short statements, those
// without parameters and those that match text (`@@`: their best plan depends on how common the
// words are, which a reused plan cannot know; the bench's search got slower) go as before.
// DATABASE_PREPARED_STATEMENTS=off turns this off (a connection pooler in transaction mode cannot
// keep prepared statements).
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Statements at least this long are prepared (the read rules' statements are several KB). */
export const PREPARE_FROM_CHARS = 1000;
/**
 * At most this many per connection: a bound on the database's memory whatever the texts. A feed
 * statement's cached plan takes about half a megabyte of its connection's memory (measured with
 * bench/plan-cache.ts), and each page size and offset is a text of its own (inline-paging.ts).
 */
export const MAX_PREPARED_PER_CONNECTION = 60;

/** The statement's name: its text's hash (the same on every connection and process). */
export function statementName(text: string): string {
  return `t_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
}

type Query = (...args: unknown[]) => unknown;

/** Makes every connection the pool opens prepare its long statements. */
export function prepareLongStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const named = new Set<string>();
    const original = client.query.bind(client) as Query;
    (client as unknown as { query: Query }).query = (...args: unknown[]) => {
      const [text, values, ...rest] = args;
      if (
        typeof text === 'string' &&
        text.length >= PREPARE_FROM_CHARS &&
        !text.includes('@@') &&
        Array.isArray(values) &&
        values.length > 0
      ) {
        const name = statementName(text);
        if (named.has(name) || named.size < MAX_PREPARED_PER_CONNECTION) {
          named.add(name);
          return original({ name, text, values }, ...rest);
        }
      }
      return original(...args);
    };
  });
}
