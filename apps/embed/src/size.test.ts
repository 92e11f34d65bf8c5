// embed.js is loaded by other websites on every page view: it stays under 5 KB gzipped. Built here
// the way tsup.config.ts builds it (one minified IIFE), so the check needs no earlier build.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'tsup';
import { afterAll, describe, expect, it } from 'vitest';

const EMBED_GZIP_BUDGET = 5 * 1024;
const outDir = mkdtempSync(join(tmpdir(), 'trestle-embed-size-'));

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('embed.js', () => {
  it('is under 5 KB gzipped', async () => {
    await build({
      config: false,
      entry: { embed: fileURLToPath(new URL('./index.ts', import.meta.url)) },
      format: ['iife'],
      minify: true,
      target: 'es2019',
      platform: 'browser',
      outDir,
      silent: true,
      define: { __EMBED_VERSION__: '"test"' },
    });
    const script = readFileSync(join(outDir, 'embed.global.js'));
    const gzipped = gzipSync(script, { level: 9 }).length;
    expect(script.length).toBeGreaterThan(200);
    expect(gzipped).toBeLessThan(EMBED_GZIP_BUDGET);
  });
});
