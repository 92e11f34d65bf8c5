// Starts the BUILT server (apps/server/dist/main.js) with the built web app and embed script on a
// free port, with a fresh data directory and the demo users, for every journey; stops it afterwards.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { apertiumMissing, startApertium, type Apertium } from '../../server/test/support/apertium';
import {
  EMBED_DIST,
  SERVER_MAIN,
  startBuiltServer,
  WEB_DIST,
  type BuiltServer,
} from './built-server';
import type { E2eContext } from './context';
import { startLocalSite } from './local-site';

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
    [SERVER_MAIN, 'pnpm --filter @trestle/server... build'],
    [join(WEB_DIST, 'index.html'), 'pnpm --filter @trestle/web build'],
    [join(EMBED_DIST, 'embed.js'), 'pnpm --filter @trestle/embed build'],
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

  let server: BuiltServer;
  try {
    server = await startBuiltServer(SERVER_MAIN, {
      // Link previews of the local site (loopback only; nothing else private).
      OUTBOUND_ALLOWED_PRIVATE_ADDRESSES: '127.0.0.0/8',
      // The project map's tiles come from the local site.
      MAP_TILE_URL: site.tileUrl,
      MAP_TILE_ATTRIBUTION: 'Journey tiles',
      ...(apertium ? { TRANSLATION_URL: apertium.url, TRANSLATION_PROVIDER: 'apertium' } : {}),
    });
  } catch (error) {
    await stopPeers();
    throw error;
  }
  const { baseUrl, dataDir } = server;
  project.provide('e2e', {
    baseUrl,
    dataDir,
    chromiumPath,
    articleUrl: site.articleUrl,
    translationSkip,
  } satisfies E2eContext);

  return async () => {
    await server.stop();
    await stopPeers();
  };
}
