// Starts the BUILT server (apps/server/dist/main.js) with the built web app and embed script on a
// free port, with a fresh data directory and the demo users, for every journey; stops it afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { apertiumMissing, startApertium, type Apertium } from '../../server/test/support/apertium';
import type { E2eContext } from './context';
import { startLocalSite } from './local-site';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
// TRESTLE_E2E_SERVER runs the journeys against another build of the server (a path to its main.js).
const serverMain =
  process.env.TRESTLE_E2E_SERVER || join(webRoot, '..', 'server', 'dist', 'main.js');
const webDist = join(webRoot, 'dist');
const embedDist = join(webRoot, '..', 'embed', 'dist');

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
  // Generous: on a loaded 2-core machine the built server has taken close to a minute to answer.
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
  throw new Error(`The server did not answer ${url} within 60 s:\n${output()}`);
}

function stop(child: ChildProcess): Promise<void> {
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

export default async function setup(project: TestProject) {
  const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) {
    const reason = `Chromium not found at ${chromiumPath} (install Debian's chromium package or set CHROMIUM_PATH)`;
    if (process.env.TRESTLE_REQUIRE_SERVICES === '1') throw new Error(reason);
    console.warn(`\n  ⚠ Browser journeys SKIPPED: ${reason}.\n`);
    project.provide('e2e', { skip: reason } satisfies E2eContext);
    return;
  }
  for (const [path, build] of [
    [serverMain, 'pnpm --filter @trestle/server... build'],
    [join(webDist, 'index.html'), 'pnpm --filter @trestle/web build'],
    [join(embedDist, 'embed.js'), 'pnpm --filter @trestle/embed build'],
  ] as const) {
    if (!existsSync(path)) throw new Error(`${path} is missing: run \`${build}\` first.`);
  }

  // A page to preview on loopback, and a real Apertium APY for "Translate" when installed.
  const site = await startLocalSite();
  const translationSkip = apertiumMissing();
  if (translationSkip && process.env.TRESTLE_REQUIRE_SERVICES === '1') {
    await site.stop();
    throw new Error(`Apertium APY is required (TRESTLE_REQUIRE_SERVICES=1): ${translationSkip}`);
  }
  const apertium: Apertium | undefined = translationSkip ? undefined : await startApertium();
  const stopPeers = async () => {
    await Promise.all([site.stop(), apertium?.stop()]);
  };

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
    WEB_DIST: webDist,
    EMBED_DIST: embedDist,
    LOG_LEVEL: 'warn',
    // The journeys sign in more often than a person would.
    AUTH_RATE_LIMIT: '1000',
    // Link previews of the local site (loopback only; nothing else private).
    OUTBOUND_ALLOWED_PRIVATE_ADDRESSES: '127.0.0.0/8',
    // The project map's tiles come from the local site.
    MAP_TILE_URL: site.tileUrl,
    MAP_TILE_ATTRIBUTION: 'Journey tiles',
    ...(apertium ? { TRANSLATION_URL: apertium.url, TRANSLATION_PROVIDER: 'apertium' } : {}),
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

  try {
    await waitForReady(`${baseUrl}/readyz`, child, () => output);
  } catch (error) {
    await stop(child);
    await stopPeers();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('e2e', {
    baseUrl,
    dataDir,
    chromiumPath,
    articleUrl: site.articleUrl,
    translationSkip,
  } satisfies E2eContext);

  return async () => {
    await stop(child);
    await stopPeers();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
