// Queues that only the job tests use (the app's own are in src/platform/jobs/queues.ts).
import type { QueueDefinitions } from '../../src/platform/jobs/queues';

export interface TestQueues {
  /** Recorded into the job_runs table by test/jobs/worker-process.ts. */
  'test.record': { n: number };
  'test.tick': { label: string };
  'test.flaky': { n: number };
  /** Long runs, a short heartbeat: the heartbeat and takeover tests. */
  'test.slow': { n: number };
  /** Taken five at a time. */
  'test.batch': { n: number; fail?: boolean };
}

export const testQueues: QueueDefinitions<TestQueues> = {
  'test.record': { retryLimit: 0 },
  'test.tick': {},
  'test.flaky': { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false },
  'test.slow': {
    retryLimit: 2,
    retryDelaySeconds: 1,
    retryBackoff: false,
    heartbeatSeconds: 4,
    expireInSeconds: 600,
  },
  'test.batch': { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false, batchSize: 5 },
};
