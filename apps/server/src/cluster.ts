// WORKERS=N: the primary process migrates the database once, then runs N server processes that
// share one port (Node's cluster hands each new connection to the next process). A process that
// dies is replaced; SIGTERM/SIGINT stop every process cleanly. Shared state lives in PostgreSQL,
// Redis and storage only, so any process may answer any request.
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** A process that dies sooner than this after its start is replaced only after a pause. */
const QUICK_DEATH_MS = 5_000;
const RESTART_PAUSE_MS = 1_000;

export function runPrimary(workers: number, log: Logger): void {
  let stopping = false;
  const startedAt = new Map<number, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };

  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'a server process died; starting another');
    // A process that cannot start (a bad port, a dead database) would otherwise spin.
    setTimeout(fork, lived < QUICK_DEATH_MS ? RESTART_PAUSE_MS : 0);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping every server process');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  for (let i = 0; i < workers; i++) fork();
  log.info({ workers }, `started ${workers} server processes on one port`);
}
