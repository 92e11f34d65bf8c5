// Real server processes (src/main.ts under tsx) sharing one fresh PostgreSQL database, one Redis
// and one SMTP catcher: for tests of what crosses from one process to another (realtime fan-out
// through the Redis adapter). Each process gets its own port and data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3Config } from '../../src/config';
import { TEST_ENV } from './app';
import { freshDatabase, type TestDatabase } from './database';
import { freePort } from './ports';
import { startSmtp, type TestSmtp } from './smtp';

/** Set in the PostgreSQL + Redis pass of test/run-suites.mjs; the cross-process tests need both. */
export const crossProcessServices = {
  redisUrl: process.env.TEST_REDIS_URL,
  databaseUrl: process.env.TEST_DATABASE_URL,
};
export const canRunCrossProcess = Boolean(
  crossProcessServices.redisUrl && crossProcessServices.databaseUrl,
);

export interface ServerProcesses {
  /** Base URLs, one per name, in the order asked. */
  urls: string[];
  database: TestDatabase;
  smtp: TestSmtp;
  /** Process ids, one per name, in the order asked. */
  pids: number[];
  /** Kills one process at once with SIGKILL (kill -9): no shutdown of any kind. */
  kill(index: number): Promise<void>;
  /** Stops every process and removes what they made. */
  close(): Promise<void>;
}

const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

async function ready(port: number, name: string): Promise<string> {
  // Generous (3 minutes): several processes compiling under tsx on shared cores take their time.
  for (let i = 0; i < 1800; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return `http://127.0.0.1:${port}`;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server ${name} did not start`);
}

export interface ServerProcessOptions {
  /** Share one S3-compatible bucket instead of each process's own folder. */
  s3?: S3Config;
  /** Another PostgreSQL server than TEST_DATABASE_URL's (a fault test's own). */
  postgresUrl?: string;
  /** Another Redis than TEST_REDIS_URL's. */
  redisUrl?: string;
  /** More environment for every process (e.g. WORKERS). */
  env?: Record<string, string>;
  /** More environment for one process, by its name. */
  envOf?: (name: string) => Record<string, string>;
}

/** The environment that points a process at a bucket, as an operator would set it. */
function s3Environment(s3: S3Config | undefined): Record<string, string> {
  if (!s3) return {};
  return {
    S3_BUCKET: s3.bucket,
    S3_REGION: s3.region,
    S3_FORCE_PATH_STYLE: String(s3.forcePathStyle),
    ...(s3.endpoint ? { S3_ENDPOINT: s3.endpoint } : {}),
    ...(s3.credentials
      ? {
          S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
          S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
        }
      : {}),
  };
}

export async function startServerProcesses(
  names: string[],
  options: ServerProcessOptions = {},
): Promise<ServerProcesses> {
  const database = await freshDatabase(options.postgresUrl ?? crossProcessServices.databaseUrl);
  const smtp = await startSmtp();
  const dataDir = await mkdtemp(join(tmpdir(), 'trestle-processes-'));
  const keyPrefix = `trestle-test-${randomBytes(6).toString('hex')}:`;
  const children: ChildProcess[] = [];
  const byIndex: ChildProcess[] = [];
  const running = (c: ChildProcess) => c.exitCode === null && c.signalCode === null;
  const close = async () => {
    for (const child of children) if (running(child)) child.kill('SIGTERM');
    await Promise.all(
      children.map((c) => (running(c) ? new Promise((r) => c.once('exit', r)) : null)),
    );
    await smtp.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const urls = await Promise.all(
      names.map(async (name, index) => {
        const port = await freePort();
        const child = spawn(process.execPath, ['--import', 'tsx', main], {
          env: {
            ...process.env,
            PORT: String(port),
            DATABASE_URL: database.url,
            REDIS_URL: options.redisUrl ?? crossProcessServices.redisUrl,
            SMTP_URL: smtp.url,
            DATA_DIR: join(dataDir, name),
            ...TEST_ENV,
            LOG_LEVEL: 'warn',
            // One prefix for the group (they share counters and rooms), none shared with other
            // test files running on the same Redis: a sign-up limit met elsewhere is not met here.
            REDIS_KEY_PREFIX: keyPrefix,
            ...s3Environment(options.s3),
            ...options.env,
            ...options.envOf?.(name),
          },
          stdio: ['ignore', 'inherit', 'inherit'],
        });
        children.push(child);
        byIndex[index] = child;
        return ready(port, name);
      }),
    );
    const kill = async (index: number) => {
      const child = byIndex[index];
      if (!child || !running(child)) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    };
    return { urls, database, smtp, pids: byIndex.map((c) => c.pid!), kill, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The id of the server process that answers /healthz on a new connection (no keep-alive reuse),
 * or undefined when none answers. A connection caught by a process as it dies may hang: it is
 * given up after 5 s.
 */
export function answeringPid(baseUrl: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const request = get(`${baseUrl}/healthz`, { agent: false, timeout: 5_000 }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        try {
          resolve((JSON.parse(body) as { pid: number }).pid);
        } catch {
          resolve(undefined);
        }
      });
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(undefined));
  });
}
