// Starts the BUILT server (apps/server/dist/main.js) with the built web app and embed script on a
// free loopback port, a fresh data directory (embedded PGlite, outbox mail) and the demo users.
// The global set-up starts the one every journey shares; a journey that needs another
// configuration (the Stripe card journey) starts its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
/** TRESTLE_E2E_SERVER runs the journeys against another build of the server (its main.js). */
export const SERVER_MAIN =
  process.env.TRESTLE_E2E_SERVER || join(webRoot, '..', 'server', 'dist', 'main.js');
export const WEB_DIST = join(webRoot, 'dist');
export const EMBED_DIST = join(webRoot, '..', 'embed', 'dist');
/** The file in the server's data folder that holds video processing while it exists. */
export const VIDEO_HOLD_FILE = 'hold-video-processing';

export interface BuiltServer {
  baseUrl: string;
  dataDir: string;
  /** The last 20,000 characters the server printed. */
  output(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, output: () => string) {
  // Generous: on a loaded 2-core machine the built server has taken minutes to answer.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode}:\n${output()}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer ${url} within 240 s:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the built server with `extraEnv` on top of the journeys' settings; waits until ready. */
export async function startBuiltServer(
  serverMain: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<BuiltServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'trestle-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    SEED_DEMO: 'true',
    WEB_DIST,
    EMBED_DIST,
    LOG_LEVEL: 'warn',
    // The journeys sign in more often than a person would.
    AUTH_RATE_LIMIT: '1000',
    // Video processing waits while this file exists (e2e/video.test.ts holds it).
    VIDEO_PROCESSING_HOLD_FILE: join(dataDir, VIDEO_HOLD_FILE),
    // Clips of a few seconds count as long videos (the video column).
    LONG_VIDEO_SECONDS: '3',
    ...extraEnv,
  };
  // Embedded PGlite and the outbox folder, whatever the surrounding shell has configured.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.SMTP_URL;

  let output = '';
  const child = spawn(process.execPath, [serverMain], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(`${baseUrl}/readyz`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, output: () => output, stop };
}
