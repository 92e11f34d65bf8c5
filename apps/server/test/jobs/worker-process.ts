// A server-like process for the two-process test in src/platform/jobs/jobs.test.ts. Driven over
// IPC: it opens the database (JOBS_TEST_DATABASE_URL) and says `ready`; on `go` it starts jobs
// (on a pgboss schema that may still be empty) and works `test.record`, saying `working`; on
// `stop` it stops its jobs, closes the database and exits by itself: a timer or connection left
// behind would keep it alive and fail the test.
import pino from 'pino';
import { sql } from 'kysely';
import { openDatabase } from '../../src/platform/db/database';
import { startJobs, type Jobs } from '../../src/platform/jobs/jobs';
import { testQueues, type TestQueues } from './test-queues';

const url = process.env.JOBS_TEST_DATABASE_URL;
const worker = process.env.JOBS_TEST_WORKER ?? String(process.pid);
if (!url) throw new Error('JOBS_TEST_DATABASE_URL is not set');

const log = pino({ level: 'warn' });
const database = await openDatabase({ url });
// Through Kysely once, so that database.close() ends the pool Kysely starts lazily.
await sql`select 1`.execute(database.db);
let jobs: Jobs<TestQueues> | undefined;

const tell = (type: string, extra: object = {}) => process.send?.({ type, worker, ...extra });

async function othersHaveRun(): Promise<boolean> {
  const { rows } = await database.pool.query('select 1 from job_runs where worker <> $1 limit 1', [
    worker,
  ]);
  return rows.length > 0;
}

process.on('message', (message: { type: string }) => {
  void (async () => {
    try {
      if (message.type === 'go') {
        jobs = await startJobs<TestQueues>({
          pool: database.pool,
          driver: 'postgres',
          log,
          queues: testQueues,
          pollingIntervalMs: 100,
        });
        await jobs.work(
          'test.record',
          async (data, job) => {
            await database.pool.query(
              'insert into job_runs (job_id, n, worker) values ($1, $2, $3)',
              [job.id, data.n, worker],
            );
            // Hold the first jobs until the other process has run one too, so that both take
            // part whatever the speed of each (bounded, in case the other one never starts).
            for (let i = 0; i < 1200 && !(await othersHaveRun()); i++) {
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
          },
          { concurrency: 2 },
        );
        tell('working');
      } else if (message.type === 'stop') {
        await jobs?.stop();
        await database.close();
        tell('stopped');
        process.disconnect();
      }
    } catch (error) {
      tell('failed', { error: String((error as Error).stack ?? error) });
      process.exitCode = 1;
      await jobs?.stop().catch(() => {});
      await database.close().catch(() => {});
      process.disconnect();
    }
  })();
});

tell('ready');
