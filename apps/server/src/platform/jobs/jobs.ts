// Background jobs on pg-boss, kept in PostgreSQL tables (schema `pgboss`) on either driver:
// embedded PGlite or a PostgreSQL server shared by several server processes.
//
// - pg-boss talks to the database through the pool openDatabase() returns (`db.executeSql`).
// - Its installation, its schema migrations and the creation of our queues run under one
//   PostgreSQL advisory lock: two processes doing DDL on an empty schema at once deadlock.
// - Workers are small loops over pg-boss's fetch/complete/fail, not pg-boss's own work(): its
//   worker completes jobs without awaiting the query (an error there is an unhandled rejection)
//   and its stop() returns while a fetch is under way, whose job then runs after stop(). Here
//   stop() waits for every loop and every query, so nothing is picked up, or left running, after.
// - Queues, payload types and retry settings are declared in queues.ts. A queue of short jobs
//   takes them in batches (its batchSize): one fetch and one completion for the whole batch.
// - Takeover: pg-boss (v10) fails an active job once `started_on + expire_in` has passed, in its
//   maintenance run (every maintenanceIntervalSeconds, once per cluster), and the job is retried
//   by whichever process fetches it next. A job is stored with expire_in = its queue's
//   heartbeatSeconds, and while it runs its process pushes expire_in forward (a heartbeat, every
//   third of that), up to the queue's expireInSeconds. So a job whose process died (kill -9, a
//   machine gone) is retried elsewhere after about heartbeatSeconds, while a long video keeps
//   running as long as its process lives.
import type { Logger } from 'pino';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import {
  defaultQueueSettings,
  queues as appQueues,
  type QueueDefinitions,
  type QueuePayloads,
  type QueueSettings,
} from './queues';

export type QueueName<P extends object = QueuePayloads> = keyof P & string;

export interface JobInfo {
  id: string;
  queue: string;
  /** 1 for the first run, 2 for the first retry, ... */
  attempt: number;
  /** No retry follows if this attempt fails. */
  lastAttempt: boolean;
}

export type JobHandler<T> = (data: T, job: JobInfo) => unknown;

export interface SendOptions {
  /** Run no earlier than this moment, or this many seconds from now. */
  startAfter?: Date | number;
  /** With singletonSeconds: at most one job per key in each time slot of that length. */
  singletonKey?: string;
  singletonSeconds?: number;
  /** Higher runs first. */
  priority?: number;
}

/** One job of a sendMany. */
export type JobToSend<P extends object = QueuePayloads> = {
  [Q in QueueName<P>]: { queue: Q; data: P[Q] };
}[QueueName<P>];

export interface WorkOptions {
  /** Jobs of this queue this process runs at once (one loop each). Default 1. */
  concurrency?: number;
  /** How long an idle loop waits before asking again; default: the jobs' pollingIntervalMs. */
  pollingIntervalMs?: number;
}

export interface Jobs<P extends object = QueuePayloads> {
  /** Enqueues a job; resolves with its id once it is stored (null if a singleton refused it). */
  send<Q extends QueueName<P>>(queue: Q, data: P[Q], options?: SendOptions): Promise<string | null>;
  /**
   * Enqueues several jobs (of any queues, without options) in ONE statement: what one request
   * starts costs one round trip. Resolves once all are stored.
   */
  sendMany(jobs: ReadonlyArray<JobToSend<P>>): Promise<void>;
  /** Runs handler for the queue's jobs in this process until stop(). A throw means retry. */
  work<Q extends QueueName<P>>(
    queue: Q,
    handler: JobHandler<P[Q]>,
    options?: WorkOptions,
  ): Promise<void>;
  /**
   * Sends a job on a cron schedule (5 fields, minute granularity, UTC unless tz is given). One
   * schedule per queue, shared by every process: scheduling again replaces it.
   */
  schedule<Q extends QueueName<P>>(
    queue: Q,
    cron: string,
    data: P[Q],
    options?: { tz?: string },
  ): Promise<void>;
  unschedule(queue: QueueName<P>): Promise<void>;
  /**
   * Stops taking jobs, waits for running ones (up to stopTimeoutMs, after which they are failed so
   * that they are retried) and for pg-boss's own queries; leaves no timers. The pool stays open.
   */
  stop(): Promise<void>;
}

export interface StartJobsOptions<P extends object = QueuePayloads> {
  /** The pool from openDatabase(): a pg.Pool of one connection over PGlite, or a server's. */
  pool: pg.Pool;
  driver: 'pglite' | 'postgres';
  log: Logger;
  /** Queue definitions; the app's (queues.ts) unless a test brings its own. */
  queues?: QueueDefinitions<NoInfer<P>>;
  /** How long an idle worker waits before asking for jobs again. Default 500 ms. */
  pollingIntervalMs?: number;
  /** How often schedules are checked, 1 to 45 seconds. Default 30. */
  cronIntervalSeconds?: number;
  /** How long stop() waits for running jobs. Default 30 s. */
  stopTimeoutMs?: number;
  /**
   * How often pg-boss's maintenance (failing abandoned jobs, archiving) runs, once per cluster.
   * Default 10 s: an abandoned job is noticed within this long after its heartbeat stopped.
   */
  maintenanceIntervalSeconds?: number;
}

/** pg-boss's tables live in their own schema, beside ours. */
export const JOBS_SCHEMA = 'pgboss';
/** Key of the advisory lock under which pg-boss is installed or migrated and queues are created. */
const SETUP_LOCK = 'trestle.jobs.setup';

export async function startJobs<P extends object = QueuePayloads>(
  options: StartJobsOptions<P>,
): Promise<Jobs<P>> {
  const { pool, driver, log } = options;
  const definitions = (options.queues ?? appQueues) as QueueDefinitions<P>;
  const pollingIntervalMs = options.pollingIntervalMs ?? 500;
  const cronIntervalSeconds = options.cronIntervalSeconds ?? 30;
  const stopTimeoutMs = options.stopTimeoutMs ?? 30_000;
  const maintenanceIntervalSeconds = options.maintenanceIntervalSeconds ?? 10;

  let stopping = false;
  let stopped = false;
  let stopPromise: Promise<void> | undefined;
  const loops = new Set<Promise<void>>();
  const sleepers = new Map<string, Set<Sleeper>>();
  const running = new Map<string, string>(); // job id -> queue
  const heartbeats = new Set<NodeJS.Timeout>();

  const db = poolAdapter(pool);
  const boss = new PgBoss({
    db,
    schema: JOBS_SCHEMA,
    cronMonitorIntervalSeconds: cronIntervalSeconds,
    cronWorkerIntervalSeconds: Math.min(cronIntervalSeconds, 5),
    maintenanceIntervalSeconds,
  });
  boss.on('error', (error) => {
    if (!stopped) log.error({ err: error }, 'background jobs: pg-boss reported an error');
  });

  const settingsOf = (queue: string): QueueSettings => {
    const own = (definitions as Record<string, Partial<QueueSettings> | undefined>)[queue];
    if (!own)
      throw new Error(`Unknown job queue "${queue}": declare it in platform/jobs/queues.ts`);
    return { ...defaultQueueSettings, ...own };
  };
  const jobOptions = (settings: QueueSettings) => ({
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: settings.retryBackoff,
    // Heartbeats extend it while the job runs (see the top of this file).
    expireInSeconds: Math.min(settings.heartbeatSeconds, settings.expireInSeconds),
  });

  await underSetupLock(pool, driver, async () => {
    await boss.start();
    try {
      for (const queue of Object.keys(definitions)) await boss.createQueue(queue);
    } catch (error) {
      await boss.stop({ graceful: false, close: false });
      throw error;
    }
  });

  async function runLoop<Q extends QueueName<P>>(
    queue: Q,
    handler: JobHandler<P[Q]>,
    settings: QueueSettings,
    interval: number,
  ): Promise<void> {
    const sleeper = new Sleeper();
    const mine = sleepers.get(queue) ?? new Set<Sleeper>();
    sleepers.set(queue, mine.add(sleeper));
    let fetchFailing = false;
    // pg-boss's fetch() swallows database errors; this adapter sees them first.
    const fetchDb = {
      executeSql: async (text: string, values: unknown[]) => {
        try {
          const result = await db.executeSql(text, values);
          fetchFailing = false;
          return result;
        } catch (error) {
          if (!fetchFailing && !stopping) log.warn({ err: error, queue }, 'cannot fetch jobs');
          fetchFailing = true;
          throw error;
        }
      },
    };
    try {
      while (!stopping) {
        const batch = await boss.fetch<P[Q]>(queue, {
          includeMetadata: true,
          db: fetchDb,
          batchSize: settings.batchSize,
        });
        if (batch.length === 0) {
          if (!stopping) await sleeper.sleep(interval);
          continue;
        }
        for (const job of batch) running.set(job.id, queue);
        try {
          await runBatch(queue, batch, handler, settings);
        } finally {
          for (const job of batch) running.delete(job.id);
        }
      }
    } finally {
      mine.delete(sleeper);
    }
  }

  /**
   * Runs a fetched batch one job after another (a batch of one: a single job). Every job of the
   * batch is kept alive by one heartbeat until the batch ends; failures are recorded as they
   * happen, successes together at the end, in one statement.
   */
  async function runBatch<T>(
    queue: string,
    batch: PgBoss.JobWithMetadata<T>[],
    handler: JobHandler<T>,
    settings: QueueSettings,
  ): Promise<void> {
    // A retried job carries the expire_in its last run's heartbeats left: reset it at once.
    const heartbeat = startHeartbeat(
      queue,
      batch.map((job) => job.id),
      settings,
      batch.some((job) => job.retryCount > 0),
    );
    const succeeded: string[] = [];
    try {
      for (const job of batch) {
        if (await runJob(queue, job, handler, settings)) succeeded.push(job.id);
      }
    } finally {
      await heartbeat.stop();
    }
    if (succeeded.length === 0) return;
    try {
      if (settings.deleteWhenDone) await boss.deleteJob(queue, succeeded);
      else await boss.complete(queue, succeeded);
    } catch (error) {
      // The jobs stay active; pg-boss fails them after their expire_in and they run again.
      log.error({ err: error, queue, jobIds: succeeded }, 'cannot record the outcome of jobs');
    }
  }

  /** Runs one job; true when it succeeded (recorded by the caller), a failure recorded here. */
  async function runJob<T>(
    queue: string,
    job: PgBoss.JobWithMetadata<T>,
    handler: JobHandler<T>,
    settings: QueueSettings,
  ): Promise<boolean> {
    const lastAttempt = job.retryCount >= job.retryLimit;
    const info: JobInfo = { id: job.id, queue, attempt: job.retryCount + 1, lastAttempt };
    let failure: unknown;
    try {
      await handler(job.data, info);
      return true;
    } catch (error) {
      failure = error ?? new Error('job failed');
    }
    try {
      const context = { err: failure, queue, jobId: job.id, attempt: info.attempt };
      if (lastAttempt) {
        log.error(context, 'background job failed for good');
        if (settings.deleteWhenDone) await boss.deleteJob(queue, job.id);
        else await boss.fail(queue, job.id, errorOutput(failure));
      } else {
        log.warn({ ...context, retryLimit: job.retryLimit }, 'background job failed; will retry');
        await boss.fail(queue, job.id, errorOutput(failure));
      }
    } catch (error) {
      // The job stays active; pg-boss fails it after its expire_in and it runs again.
      log.error({ err: error, queue, jobId: job.id }, 'cannot record the outcome of a job');
    }
    return false;
  }

  /**
   * Keeps a running job's expire_in ahead of now by heartbeatSeconds (never past the queue's
   * expireInSeconds from its start). A beat that fails (database away) is only logged: the job
   * then expires like one whose process died, and is retried.
   */
  function startHeartbeat(
    queue: string,
    ids: readonly string[],
    settings: QueueSettings,
    now: boolean,
  ) {
    const window = Math.min(settings.heartbeatSeconds, settings.expireInSeconds);
    let beating: Promise<unknown> | undefined;
    const beat = () => {
      beating ??= db
        .executeSql(
          `update ${JOBS_SCHEMA}.job
              set expire_in = least(now() - started_on + make_interval(secs => $3),
                                    make_interval(secs => $4))
            where name = $1 and id = any($2::uuid[]) and state = 'active'`,
          [queue, ids, window, settings.expireInSeconds],
        )
        .catch((error: unknown) => {
          if (!stopping) log.warn({ err: error, queue, jobIds: ids }, 'cannot record a heartbeat');
        })
        .finally(() => (beating = undefined));
    };
    if (now) beat();
    const timer = setInterval(beat, (window * 1000) / 3);
    heartbeats.add(timer);
    return {
      async stop() {
        clearInterval(timer);
        heartbeats.delete(timer);
        await beating;
      },
    };
  }

  async function stop(): Promise<void> {
    stopping = true;
    for (const group of sleepers.values()) for (const sleeper of group) sleeper.wake();
    const waiting = Promise.all(loops).then(() => true);
    const timeout = new Sleeper();
    const finished = await Promise.race([waiting, timeout.sleep(stopTimeoutMs).then(() => false)]);
    timeout.wake();
    if (!finished && running.size > 0) {
      log.warn({ jobs: [...running.keys()] }, 'stopping with jobs still running; they will retry');
      for (const [id, queue] of running) {
        await boss
          .fail(queue, id, { message: 'the server stopped while the job ran' })
          .catch((error: unknown) => log.error({ err: error, queue, jobId: id }, 'cannot fail'));
      }
    }
    // Jobs left running past the timeout were failed above: their heartbeats stop too.
    for (const timer of heartbeats) clearInterval(timer);
    heartbeats.clear();
    await boss.stop({ graceful: true, wait: true, close: false });
    await db.drain();
    stopped = true;
    db.close();
  }

  return {
    async send(queue, data, sendOptions = {}) {
      if (stopping) throw new Error('Background jobs are stopped');
      const settings = settingsOf(queue);
      const { startAfter, ...rest } = sendOptions;
      const id = await boss.send(queue, data as object, {
        ...jobOptions(settings),
        ...rest,
        ...(startAfter === undefined ? {} : { startAfter }),
      });
      // This process's own idle workers need not wait for their next poll.
      if (startAfter === undefined) for (const sleeper of sleepers.get(queue) ?? []) sleeper.wake();
      return id;
    },

    async sendMany(many) {
      if (stopping) throw new Error('Background jobs are stopped');
      if (many.length === 0) return;
      await boss.insert(
        many.map(({ queue, data }) => ({
          name: queue,
          data: data as object,
          ...jobOptions(settingsOf(queue)),
        })),
      );
      for (const queue of new Set(many.map((j) => j.queue))) {
        for (const sleeper of sleepers.get(queue) ?? []) sleeper.wake();
      }
    },

    async work(queue, handler, workOptions = {}) {
      if (stopping) throw new Error('Background jobs are stopped');
      const settings = settingsOf(queue);
      const concurrency = Math.max(1, workOptions.concurrency ?? 1);
      const interval = workOptions.pollingIntervalMs ?? pollingIntervalMs;
      for (let i = 0; i < concurrency; i++) {
        const loop = runLoop(queue, handler, settings, interval).catch((error: unknown) => {
          log.error({ err: error, queue }, 'a job worker stopped unexpectedly');
        });
        loops.add(loop);
      }
    },

    async schedule(queue, cron, data, scheduleOptions = {}) {
      if (stopping) throw new Error('Background jobs are stopped');
      await boss.schedule(queue, cron, data as object, {
        ...jobOptions(settingsOf(queue)),
        tz: scheduleOptions.tz ?? 'UTC',
      });
    },

    async unschedule(queue) {
      await boss.unschedule(queue);
    },

    stop() {
      stopPromise ??= stop();
      return stopPromise;
    },
  };
}

function errorOutput(error: unknown): object {
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { message: String(error) };
}

/**
 * pg-boss's `db`: statements with values go to the pool as they are. Statements without values are
 * sent with the simple query protocol on one connection: pg-boss's installation and migrations
 * are several commands in one string (a prepared statement holds one), wrapped in BEGIN ...
 * COMMIT; if one fails, PostgreSQL leaves that connection inside the aborted transaction, so it is
 * rolled back here before the connection goes back to the pool (on PGlite, the only connection).
 * Counts queries under way so that stop() can wait for the last one.
 */
function poolAdapter(pool: pg.Pool) {
  let inFlight = 0;
  let closed = false;
  let idle: (() => void) | undefined;

  async function run(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    if (values && values.length > 0) return pool.query(text, values);
    const client = await pool.connect();
    try {
      const result = await client.query(text);
      client.release();
      // A string of several commands returns one result per command.
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    } catch (error) {
      await client.query('ROLLBACK').then(
        () => client.release(),
        (rollbackError: Error) => client.release(rollbackError),
      );
      throw error;
    }
  }

  return {
    async executeSql(text: string, values: unknown[]) {
      if (closed) throw new Error('Background jobs are stopped');
      inFlight++;
      try {
        return await run(text, values);
      } finally {
        inFlight--;
        if (inFlight === 0) idle?.();
      }
    },
    /** Resolves once no query has been under way for a whole turn of the event loop. */
    async drain() {
      for (;;) {
        if (inFlight > 0) await new Promise<void>((resolve) => (idle = resolve));
        idle = undefined;
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (inFlight === 0) return;
      }
    },
    close() {
      closed = true;
    },
  };
}

/**
 * Runs `work` while holding the setup lock. On PGlite there is one process and one connection
 * (which the lock would hold), so it simply runs.
 */
async function underSetupLock(
  pool: pg.Pool,
  driver: 'pglite' | 'postgres',
  work: () => Promise<void>,
): Promise<void> {
  if (driver === 'pglite') return work();
  const client = await pool.connect();
  let released = false;
  try {
    await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [SETUP_LOCK]);
    try {
      await work();
    } finally {
      await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [SETUP_LOCK]);
    }
  } catch (error) {
    // A broken connection is dropped; its session, and so the lock, ends with it.
    client.release(error as Error);
    released = true;
    throw error;
  } finally {
    if (!released) client.release();
  }
}

/**
 * A wait that can be cut short and leaves no timer behind. A wake() that comes while nobody
 * sleeps (a job sent while the loop was fetching) makes the next sleep() return at once.
 */
class Sleeper {
  private timer: NodeJS.Timeout | undefined;
  private done: (() => void) | undefined;
  private woken = false;

  sleep(ms: number): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      this.done = resolve;
      this.timer = setTimeout(() => this.wake(), ms);
    });
  }

  wake(): void {
    const done = this.done;
    if (!done) {
      this.woken = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.done = undefined;
    done();
  }
}
