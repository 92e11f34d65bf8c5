// How the built app reaches the browser: precompressed files chosen by Accept-Encoding. (The embed
// page is written by the server, with no application script: e2e/embed.test.ts.)
import { readFileSync, statSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, e2e, launchBrowser, openPage } from './helpers';

const webDist = fileURLToPath(new URL('../dist/', import.meta.url));
const embedDist = fileURLToPath(new URL('../../embed/dist/', import.meta.url));

/**
 * Bytes over the wire for the first route (signed out: the visitor feed), headers included.
 * Raised from 200 KB to 240 KB when memberships, premium posts, settings and embeds landed (the
 * first route measured 233 KB); the app shell chunk (MainApp, ~31 KB compressed) loads on the
 * visitor's first route too and is the next thing to split (docs/decisions.md).
 */
const FIRST_ROUTE_TRANSFER_BUDGET = 240 * 1024;

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET without any decoding (fetch would undo the content-encoding). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl()}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(response: RawResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body);
  if (encoding === 'gzip') return gunzipSync(response.body);
  return response.body;
}

/** The script a built page starts from (its module entry). */
function entryScript(page: 'index.html'): string {
  const html = readFileSync(join(webDist, page), 'utf8');
  const src = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`No module script in dist/${page}`);
  return src;
}

/** The uncompressed size of a built asset, from its URL path. */
function builtSize(path: string): number {
  return statSync(join(webDist, path)).size;
}

describe.skipIf(e2e.skip !== undefined)('delivery of the built app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends the built files precompressed by Accept-Encoding: brotli, then gzip, else plain', async () => {
    const entry = entryScript('index.html');
    const file = readFileSync(join(webDist, entry));
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const response = await rawGet(entry, accept ? { 'accept-encoding': accept } : {});
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript; charset=utf-8$/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(decode(response).equals(file)).toBe(true);
    }

    // The app's page too, for client routes.
    const appPage = await rawGet('/sign-in', { 'accept-encoding': 'br' });
    expect(appPage.headers['content-encoding']).toBe('br');
    expect(appPage.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(decode(appPage).equals(readFileSync(join(webDist, 'index.html')))).toBe(true);

    // And the embed script other websites load.
    const script = await rawGet('/embed.js', { 'accept-encoding': 'gzip, br' });
    expect(script.headers['content-encoding']).toBe('br');
    expect(decode(script).equals(readFileSync(join(embedDist, 'embed.js')))).toBe(true);
  });

  it('loads the first route compressed', async () => {
    const { page, context } = await openPage(browser);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const responses = new Map<string, { url: string; type: string; encoding?: string }>();
    const transferred = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => {
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      responses.set(event.requestId, {
        url: event.response.url,
        type: event.type,
        encoding: headers['content-encoding'] as string | undefined,
      });
    });
    cdp.on('Network.loadingFinished', (event) =>
      transferred.set(event.requestId, event.encodedDataLength),
    );
    await page.goto('/');
    await page.getByRole('heading', { name: 'Public posts', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');

    let total = 0;
    for (const [id, response] of responses) {
      const path = new URL(response.url).pathname;
      if (path.startsWith('/api/')) continue;
      total += transferred.get(id) ?? 0;
      // Files of a kilobyte and more come compressed (smaller ones are not worth it).
      if (['Document', 'Script', 'Stylesheet'].includes(response.type)) {
        const size = response.type === 'Document' ? builtSize('index.html') : builtSize(path);
        if (size >= 1024) expect(response.encoding, path).toBe('br');
      }
    }
    expect(total).toBeLessThan(FIRST_ROUTE_TRANSFER_BUDGET);
    await context.close();
  });
});

// Without Chromium (and outside CI) the journeys are reported as skipped, with the reason.
if (e2e.skip !== undefined) {
  describe('delivery of the built app', () => {
    it.skip(`skipped: ${e2e.skip}`, () => undefined);
  });
}
