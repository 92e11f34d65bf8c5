// Counts the SQL statements one HTTP request sends to the database through the app's pool: every
// checkout of a connection made while the request is handled (its async context) is watched, and
// each query sent on it is recorded. The app's job workers poll in contexts of their own and are
// not counted; statements a request's handler sends count wherever they run (pool.query too).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Server } from 'node:http';
import type pg from 'pg';

type Recorded = string[];

export interface StatementCounter {
  /** Runs `send` (one request to the app) and returns it with the statements it caused. */
  during<T>(send: () => Promise<T>): Promise<{ result: T; statements: string[] }>;
}

export function countStatements(pool: pg.Pool, server: Server): StatementCounter {
  const als = new AsyncLocalStorage<Recorded>();
  let current: Recorded | undefined;
  // The request's handling inherits the context entered here, before Fastify's own listener runs.
  server.prependListener('request', () => {
    if (current) als.enterWith(current);
  });
  const original = pool.connect.bind(pool) as (
    cb?: (err: Error | undefined, client: pg.PoolClient, done: unknown) => void,
  ) => Promise<pg.PoolClient> | void;
  const watch = (client: pg.PoolClient, into: Recorded | undefined): pg.PoolClient => {
    if (!client || !into) return client;
    return new Proxy(client, {
      get(target, key) {
        if (key === 'query') {
          return (...args: unknown[]) => {
            const first = args[0] as string | { text: string };
            into.push(typeof first === 'string' ? first : first.text);
            return (target.query as (...a: unknown[]) => unknown)(...args);
          };
        }
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
  };
  (pool as unknown as { connect: typeof original }).connect = (cb) => {
    const into = als.getStore();
    if (cb) return original((err, client, done) => cb(err, watch(client, into), done));
    return (original() as Promise<pg.PoolClient>).then((client) => watch(client, into));
  };
  return {
    async during(send) {
      const statements: Recorded = [];
      current = statements;
      try {
        const result = await send();
        return { result, statements: [...statements] };
      } finally {
        current = undefined;
      }
    },
  };
}
