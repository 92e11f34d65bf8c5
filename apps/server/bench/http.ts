// The real server, started as a child process exactly as `node dist/main.js` would start it
// (src/main.ts through tsx), on a free loopback port, and loaded with autocannon.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../test/support/ports';
import { startCpuSplit } from './cpu';
import type { Measurement } from './report';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

export interface RunningServer {
  url: string;
  /** The server's process (with WORKERS=N, the primary whose children serve). */
  pid: number;
  stop(): Promise<void>;
}

/** Variables of this shell that would point the server elsewhere. */
const INHERITED_OUT = ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'PORT', 'HOST'];

export async function startServer(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  logLevel: string;
  /** Start with the demo people and their posts (the Lighthouse pages need a profile). */
  seedDemo?: boolean;
  /** More environment (the soak's WORKERS and REDIS_URL). */
  env?: Record<string, string>;
  /** How long to wait for /readyz; default 180 s (several processes on busy cores: more). */
  readyTimeoutMs?: number;
  /** Node's own flags before the script (the profile's `--cpu-prof`). */
  nodeArgs?: string[];
}): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_OUT) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    SEED_DEMO: options.seedDemo ? 'true' : 'false',
    LOG_LEVEL: options.logLevel,
    NODE_ENV: 'production',
    // Limits far above what the bench sends: it measures the work, not the refusals.
    API_RATE_LIMIT: '100000000',
    POSTING_RATE_LIMIT: '100000000',
    MESSAGING_RATE_LIMIT: '100000000',
    AUTH_RATE_LIMIT: '100000000',
    SIGN_IN_ADDRESS_RATE_LIMIT: '100000000',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/main.ts'],
    {
      cwd: serverRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const forward = (chunk: Buffer) => process.stderr.write(`[server] ${chunk.toString()}`);
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const url = `http://127.0.0.1:${port}`;
  const readyTimeoutMs = options.readyTimeoutMs ?? 180_000;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}.`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become ready within ${readyTimeoutMs / 1000} s.`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface HttpScenario {
  name: string;
  method: 'GET' | 'POST';
  /** A description of the path, for the report. */
  label: string;
  /** Connections for this scenario alone (the run's BENCH_CONNECTIONS otherwise). */
  connections?: number;
  /** The i-th request: its path, bearer token and JSON body. */
  request(i: number): { path: string; token?: string | undefined; body?: unknown };
}

/** One request, to see whether the operation exists (501 = not implemented yet) and works. */
export async function probe(url: string, scenario: HttpScenario): Promise<number> {
  const { path, token, body } = scenario.request(0);
  const res = await fetch(url + path, {
    method: scenario.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

function cannon(
  url: string,
  scenario: HttpScenario,
  connections: number,
  seconds: number,
): Promise<autocannon.Result> {
  let counter = 0;
  const first = scenario.request(0);
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: scenario.method,
        path: first.path,
        setupRequest: (request) => {
          const { path, token, body } = scenario.request(counter++);
          return {
            ...request,
            method: scenario.method,
            path,
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          };
        },
      },
    ],
  });
}

export async function runHttp(
  url: string,
  scenario: HttpScenario,
  settings: { connections: number; seconds: number; warmupSeconds: number },
  /** Transactions the database has committed so far (PostgreSQL's statistics), if known. */
  transactions?: () => Promise<number>,
  /** The server's process, for the CPU it uses per request (cpu.ts). */
  serverPid?: number,
): Promise<Measurement> {
  const connections = scenario.connections ?? settings.connections;
  if (settings.warmupSeconds > 0) {
    await cannon(url, scenario, connections, settings.warmupSeconds);
  }
  const before = await transactions?.();
  const endCpu = startCpuSplit(serverPid);
  const result = await cannon(url, scenario, connections, settings.seconds);
  const cpu = endCpu(result.requests.total);
  let perRequest: number | undefined;
  if (transactions && before !== undefined && result.requests.total > 0) {
    // Backends report their statistics about once a second.
    await new Promise((r) => setTimeout(r, 1500));
    perRequest = ((await transactions()) - before) / result.requests.total;
  }
  return {
    ...(perRequest === undefined ? {} : { dbTransactionsPerRequest: perRequest }),
    ...(cpu ? { cpu } : {}),
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]),
    ),
  };
}
