// Background jobs on pg-boss, on the database of this pass (PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set): jobs run once, failures retry then fail for good, schedules fire, and
// stop() leaves nothing running. The two-process test runs in the PostgreSQL pass only.
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, postgresUrl, type TestDatabase } from '../../../test/support/database';
import { testQueues, type TestQueues } from '../../../test/jobs/test-queues';
import { startJobs, type Jobs, type StartJobsOptions } from './jobs';

const serverDir = fileURLToPath(new URL('../../../', import.meta.url));

/** A pino logger whose entries the test can read. */
function recordingLog() {
  const entries: Array<Record<string, unknown>> = [];
  const log = pino({ level: 'debug' }, { write: (line: string) => entries.push(JSON.parse(line)) });
  return { log, entries };
}

/** Waits until check() holds: as long as it takes, up to a bound far above any normal run. */
async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, ms = 90_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let database: TestDatabase;
const started: Jobs<TestQueues>[] = [];

async function start(options: Partial<StartJobsOptions<TestQueues>> = {}) {
  const jobs = await startJobs<TestQueues>({
    pool: database.pool,
    driver: database.driver,
    log: pino({ level: 'silent' }),
    queues: testQueues,
    pollingIntervalMs: 100,
    ...options,
  });
  started.push(jobs);
  return jobs;
}

async function jobState(id: string): Promise<string | undefined> {
  const { rows } = await database.pool.query<{ state: string }>(
    'select state from pgboss.job where id = $1',
    [id],
  );
  return rows[0]?.state;
}

beforeAll(async () => {
  database = await freshDatabase();
});

afterEach(async () => {
  await Promise.all(started.splice(0).map((jobs) => jobs.stop()));
});

afterAll(async () => {
  await database.close();
});

describe('background jobs', () => {
  it('stores several jobs of several queues in one statement, each with its queue’s settings, and runs them', async () => {
    const jobs = await start();
    const seen: string[] = [];
    await jobs.work('test.record', (data) => void seen.push(`record ${data.n}`));
    await jobs.work('test.tick', (data) => void seen.push(`tick ${data.label}`));
    const sent: string[] = [];
    const query = database.pool.query.bind(database.pool);
    database.pool.query = ((text: string, values: unknown[]) => {
      sent.push(text);
      return query(text, values);
    }) as typeof database.pool.query;
    try {
      await jobs.sendMany([
        { queue: 'test.record', data: { n: 1 } },
        { queue: 'test.tick', data: { label: 'a' } },
        { queue: 'test.record', data: { n: 2 } },
      ]);
    } finally {
      database.pool.query = query;
    }
    expect(sent.filter((text) => /insert into/i.test(text))).toHaveLength(1);
    await eventually(() => seen.length === 3 || undefined);
    expect(seen.sort()).toEqual(['record 1', 'record 2', 'tick a']);
    const { rows } = await database.pool.query<{ name: string; retry_limit: number }>(
      `select name, retry_limit from pgboss.job where name in ('test.record', 'test.tick')
        and data->>'n' in ('1', '2') or data->>'label' = 'a' order by name`,
    );
    expect(rows.map((r) => [r.name, r.retry_limit])).toEqual([
      ['test.record', 0],
      ['test.record', 0],
      ['test.tick', expect.any(Number)],
    ]);
  });

  it('runs a sent job once, with its payload, and marks it completed', async () => {
    const jobs = await start();
    const seen: Array<{ n: number; attempt: number }> = [];
    await jobs.work('test.record', (data, job) => {
      seen.push({ n: data.n, attempt: job.attempt });
    });
    const id = await jobs.send('test.record', { n: 7 });
    await eventually(async () => (await jobState(id!)) === 'completed');
    expect(seen).toEqual([{ n: 7, attempt: 1 }]);
  });

  it('takes a batch queue’s jobs several per fetch, completes the successes together and retries only the failure', async () => {
    const jobs = await start();
    const ids = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7].map((n) => jobs.send('test.batch', { n, fail: n === 3 })),
    );
    // The size asked for and the jobs taken, of each fetch that took some.
    const fetches: Array<[number, number]> = [];
    const query = database.pool.query.bind(database.pool);
    database.pool.query = (async (text: string, values: unknown[]) => {
      const result = await query(text, values);
      if (/^\s*WITH next as/i.test(text) && result.rows.length > 0) {
        fetches.push([Number(values[1]), result.rows.length]);
      }
      return result;
    }) as typeof database.pool.query;
    const runs: Array<[number, number]> = [];
    await jobs.work('test.batch', (data, job) => {
      runs.push([data.n, job.attempt]);
      if (data.fail && job.attempt === 1) throw new Error('first run broke');
    });
    await eventually(async () => {
      const states = await Promise.all(ids.map((id) => jobState(id!)));
      return states.every((s) => s === 'completed');
    });
    database.pool.query = query;
    // Seven jobs in two fetches of at most five (then the retry of job 3, alone).
    expect(
      runs
        .filter(([, attempt]) => attempt === 1)
        .map(([n]) => n)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(runs.filter(([, attempt]) => attempt === 2)).toEqual([[3, 2]]);
    expect(fetches).toEqual([
      [5, 5],
      [5, 2],
      [5, 1],
    ]);
  });

  it('retries a failing job after its delay, then fails it for good and logs both', async () => {
    const { log, entries } = recordingLog();
    const jobs = await start({ log });
    const attempts: number[] = [];
    await jobs.work('test.flaky', (_data, job) => {
      attempts.push(job.attempt);
      throw new Error(`attempt ${job.attempt} broke`);
    });
    const id = await jobs.send('test.flaky', { n: 1 });
    await eventually(async () => (await jobState(id!)) === 'failed');
    // retryLimit 1: the first run and one retry.
    expect(attempts).toEqual([1, 2]);
    const failures = entries.filter((e) => e.jobId === id);
    expect(failures.map((e) => [e.level, e.msg, (e.err as { message: string }).message])).toEqual([
      [40, 'background job failed; will retry', 'attempt 1 broke'],
      [50, 'background job failed for good', 'attempt 2 broke'],
    ]);
  });

  it('a job running past its heartbeat window is kept alive by heartbeats and runs once', async () => {
    const jobs = await start({ maintenanceIntervalSeconds: 1 });
    const attempts: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await jobs.work('test.slow', async (_data, job) => {
      attempts.push(job.attempt);
      await gate;
    });
    const id = await jobs.send('test.slow', { n: 1 });
    await eventually(() => attempts.length > 0);
    // Held until a maintenance pass ran well after the window (4 s) would have expired it.
    await eventually(async () => {
      const { rows } = await database.pool.query<{ passed: boolean }>(
        `select v.maintained_on > j.started_on + interval '9 seconds' as passed
           from pgboss.job j, pgboss.version v where j.id = $1`,
        [id],
      );
      return rows[0]?.passed;
    });
    expect(await jobState(id!)).toBe('active');
    release();
    await eventually(async () => (await jobState(id!)) === 'completed');
    expect(attempts).toEqual([1]);
  });

  it('a job left active by a process that died (no heartbeat) is retried and finished by another', async () => {
    const id = await (await start()).send('test.slow', { n: 2 });
    // What a process killed right after fetching it leaves: active, started, never beating.
    await database.pool.query(
      "update pgboss.job set state = 'active', started_on = now() where id = $1",
      [id],
    );
    const jobs = await start({ maintenanceIntervalSeconds: 1 });
    const attempts: number[] = [];
    await jobs.work('test.slow', (_data, job) => {
      attempts.push(job.attempt);
    });
    await eventually(async () => (await jobState(id!)) === 'completed');
    expect(attempts).toEqual([2]);
  });

  it('fires a scheduled (cron) job', async () => {
    // pg-boss checks schedules every cronIntervalSeconds; a "* * * * *" schedule is due at once.
    const jobs = await start({ cronIntervalSeconds: 1 });
    const ticks: string[] = [];
    await jobs.work('test.tick', (data) => {
      ticks.push(data.label);
    });
    await jobs.schedule('test.tick', '* * * * *', { label: 'every minute' });
    await eventually(() => ticks.length > 0, 140_000);
    expect(ticks[0]).toBe('every minute');
  }, 150_000);

  it('picks up no more work after stop(), and refuses new jobs', async () => {
    const jobs = await start();
    const seen: number[] = [];
    await jobs.work('test.record', (data) => {
      seen.push(data.n);
    });
    const first = await jobs.send('test.record', { n: 1 });
    await eventually(async () => (await jobState(first!)) === 'completed');
    await jobs.stop();

    await expect(jobs.send('test.record', { n: 2 })).rejects.toThrow(/stopped/);
    // Another instance (with no worker) enqueues; the stopped one must leave the job alone for
    // many of its polling intervals.
    const other = await start();
    const second = await other.send('test.record', { n: 3 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await jobState(second!)).toBe('created');
    expect(seen).toEqual([1]);
    await database.pool.query('delete from pgboss.job where id = $1', [second]);
  });

  it('two instances starting at once on a fresh database both work, and so does the database', async () => {
    // On PGlite both install pg-boss at once: the loser's install fails with "already exists"
    // inside BEGIN ... COMMIT, which must be rolled back, or the one connection stays unusable.
    const fresh = await freshDatabase();
    const instances: Jobs<TestQueues>[] = [];
    try {
      const options = {
        pool: fresh.pool,
        driver: fresh.driver,
        log: pino({ level: 'silent' }),
        queues: testQueues,
        pollingIntervalMs: 100,
      };
      instances.push(
        ...(await Promise.all([startJobs<TestQueues>(options), startJobs<TestQueues>(options)])),
      );
      const seen: number[] = [];
      await instances[1]!.work('test.record', (data) => {
        seen.push(data.n);
      });
      await instances[0]!.send('test.record', { n: 5 });
      await eventually(() => seen.length > 0);
      expect(seen).toEqual([5]);
      const { rows } = await fresh.pool.query('select count(*)::int as users from users');
      expect(rows).toEqual([{ users: 0 }]);
    } finally {
      await Promise.all(instances.map((jobs) => jobs.stop()));
      await fresh.close();
    }
  });

  it('stop() waits for a running job to finish, and that job is completed', async () => {
    const jobs = await start();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let running: string | undefined;
    await jobs.work('test.record', async (_data, job) => {
      running = job.id;
      await gate;
    });
    const id = await jobs.send('test.record', { n: 1 });
    await eventually(() => running);
    expect(running).toBe(id);

    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await jobState(id!)).toBe('completed');
  });

  it('stop() gives up on a job that outlives stopTimeoutMs and hands it back for a retry', async () => {
    const { log, entries } = recordingLog();
    const jobs = await start({ log, stopTimeoutMs: 300 });
    let running = false;
    await jobs.work('test.flaky', async () => {
      running = true;
      await new Promise(() => {}); // never ends
    });
    const id = await jobs.send('test.flaky', { n: 1 });
    await eventually(() => running);
    await jobs.stop();
    expect(await jobState(id!)).toBe('retry');
    expect(entries.some((e) => e.msg === 'stopping with jobs still running; they will retry')).toBe(
      true,
    );
  });
});

describe.skipIf(!postgresUrl)('background jobs shared by two processes (PostgreSQL)', () => {
  const children: ChildProcess[] = [];
  let closeShared: (() => Promise<void>) | undefined;

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(started.splice(0).map((jobs) => jobs.stop()));
    await closeShared?.();
  });

  function spawnWorker(name: string, url: string) {
    const child = fork(join(serverDir, 'test/jobs/worker-process.ts'), {
      cwd: serverDir,
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, JOBS_TEST_DATABASE_URL: url, JOBS_TEST_WORKER: name },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.push(child);
    const messages: Array<{ type: string; error?: string }> = [];
    child.on('message', (message: { type: string; error?: string }) => messages.push(message));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    const said = (type: string) =>
      eventually(() => {
        const failed = messages.find((m) => m.type === 'failed');
        if (failed) throw new Error(`${name} failed: ${failed.error}`);
        return messages.some((m) => m.type === type);
      }, 110_000);
    return { child, said, exited };
  }

  it('two processes starting on an empty pgboss schema at once run each of 40 jobs exactly once', async () => {
    // A database of its own: the other tests have installed pg-boss in theirs.
    const shared = await freshDatabase();
    closeShared = () => shared.close();
    await shared.pool.query(
      'create table job_runs (job_id uuid not null, n int not null, worker text not null)',
    );
    const url = shared.url!;
    const { rows: before } = await shared.pool.query(
      "select 1 from information_schema.schemata where schema_name = 'pgboss'",
    );
    expect(before).toHaveLength(0);

    const workers = [spawnWorker('a', url), spawnWorker('b', url)];
    await Promise.all(workers.map((w) => w.said('ready')));
    // Both start pg-boss (install, queues) on the empty schema at the same moment.
    for (const w of workers) w.child.send({ type: 'go' });
    await Promise.all(workers.map((w) => w.said('working')));

    const sender = await startJobs<TestQueues>({
      pool: shared.pool,
      driver: 'postgres',
      log: pino({ level: 'silent' }),
      queues: testQueues,
    });
    started.push(sender);
    const ids = new Set<string>();
    for (let n = 1; n <= 40; n++) ids.add((await sender.send('test.record', { n }))!);
    expect(ids.size).toBe(40);

    await eventually(async () => {
      const { rows } = await shared.pool.query<{ count: number }>(
        'select count(*)::int as count from job_runs',
      );
      return rows[0]!.count >= 40;
    }, 110_000);
    for (const w of workers) w.child.send({ type: 'stop' });
    await Promise.all(workers.map((w) => w.said('stopped')));
    // Each exits by itself once stopped: nothing (timer, connection) is left to keep it alive.
    expect(await Promise.all(workers.map((w) => w.exited))).toEqual([0, 0]);

    const { rows } = await shared.pool.query<{ job_id: string; n: number; worker: string }>(
      'select job_id, n, worker from job_runs',
    );
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((r) => r.job_id))).toEqual(ids);
    expect(new Set(rows.map((r) => r.n)).size).toBe(40);
    expect(new Set(rows.map((r) => r.worker))).toEqual(new Set(['a', 'b']));
    await sender.stop();
    const { rows: left } = await shared.pool.query(
      "select state from pgboss.job where name = 'test.record' and state <> 'completed'",
    );
    expect(left).toEqual([]);
  }, 180_000);
});
