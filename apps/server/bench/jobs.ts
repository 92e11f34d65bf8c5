// The background work a scenario leaves (issue 25): posting and reacting enqueue jobs (fan-out,
// announcements, notifications) that the server runs after answering. Left running, they are
// measured as part of whichever scenario comes next (the projects scenario fell from 143 to 17
// req/s behind the posting scenario's backlog). So before each scenario the bench waits until the
// jobs due are done, and vacuums the job tables (this machine's PostgreSQL runs without
// autovacuum, and a bloated job table made every idle worker's poll cost 2.5 ms).
import type pg from 'pg';

const MAX_WAIT_MS = 180_000;

/** Jobs due and not finished. */
async function pendingJobs(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from pgboss.job
      where state in ('created', 'retry', 'active') and start_after <= now()`,
  );
  return rows[0]!.n;
}

/** Waits for the jobs due to be done (at most three minutes); returns the seconds waited. */
export async function settleJobs(pool: pg.Pool): Promise<{ seconds: number; left: number }> {
  const started = performance.now();
  let left = await pendingJobs(pool);
  while (left > 0 && performance.now() - started < MAX_WAIT_MS) {
    await new Promise((r) => setTimeout(r, 250));
    left = await pendingJobs(pool);
  }
  await pool.query('vacuum analyze pgboss.job');
  return { seconds: (performance.now() - started) / 1000, left };
}

/**
 * Jobs an earlier run left unfinished: about its posts, which are gone. A new database has no job
 * tables until the server first starts: nothing to remove then.
 */
export async function removeLeftoverJobs(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ t: string | null }>(`select to_regclass('pgboss.job') as t`);
  if (rows[0]!.t === null) return 0;
  const { rowCount } = await pool.query(
    `delete from pgboss.job where state in ('created', 'retry', 'active')
       and name in ('timeline.fanout', 'posts.announce', 'notifications.create')`,
  );
  await pool.query('vacuum analyze pgboss.job');
  return rowCount ?? 0;
}
