// Waiting for background work in API tests: poll, never sleep a fixed time.
import { sql } from 'kysely';
import type { TestApp } from './app';

/**
 * Resolves with check()'s first value that is neither undefined nor false; polls every 50 ms up
 * to a bound far above any normal run (jobs run in the background, CI machines are slow).
 */
export async function eventually<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 30_000, what = 'condition' }: { timeoutMs?: number; what?: string } = {},
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`${what} not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until no job of the queue is waiting, retrying or running: everything sent before the
 * call has been handled (for tests that something did NOT happen).
 */
export async function jobsSettled(app: TestApp, queue: string): Promise<void> {
  await eventually(
    async () => {
      const { rows } = await sql<{ pending: number }>`
        select count(*)::int as pending from pgboss.job
         where name = ${queue} and state in ('created', 'retry', 'active')
      `.execute(app.database.db);
      return rows[0]!.pending === 0;
    },
    { what: `queue ${queue} settled` },
  );
}
