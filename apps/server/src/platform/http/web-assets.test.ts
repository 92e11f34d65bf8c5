// The built web app, the embed script and the API reference, served compressed by Accept-Encoding.
// A small fixture stands in for apps/web/dist and apps/embed/dist (with the .br/.gz siblings their
// builds write), so these tests do not depend on the web build; the web app's browser journeys
// check the real build.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/app';
import { contractPath } from '../openapi/contract';
import { EMBED_PAGE_PATH, inlineScriptHashes, preferredEncoding } from './web-assets';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET without any decoding (fetch would undo the content-encoding). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
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

// @fastify/send's type for .js; text/javascript is the other valid spelling.
const JAVASCRIPT = /^(text|application)\/javascript; charset=utf-8$/;

function decode(response: RawResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body);
  if (encoding === 'gzip') return gunzipSync(response.body);
  return response.body;
}

const fixture = mkdtempSync(join(tmpdir(), 'trestle-web-assets-'));
const webDist = join(fixture, 'web');
const embedDist = join(fixture, 'embed');

/** Writes a file with its .br and .gz siblings, as the builds do. */
function writeBuilt(path: string, content: string, compressed = true): Buffer {
  const body = Buffer.from(content);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, body);
  if (compressed) {
    writeFileSync(`${path}.br`, brotliCompressSync(body));
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  }
  return body;
}

const appJs = writeBuilt(
  join(webDist, 'assets', 'index-Abc123.js'),
  Array.from({ length: 200 }, (_, i) => `export const value${i} = "trestle-${i}";`).join('\n'),
);
const indexHtml = writeBuilt(
  join(webDist, 'index.html'),
  `<!doctype html><html><head><title>Trestle</title><script type="module" src="/assets/index-Abc123.js"></script></head><body><div id="root"></div>${' '.repeat(600)}</body></html>`,
);
const favicon = writeBuilt(join(webDist, 'favicon.svg'), '<svg/>', false);
const embedJs = writeBuilt(
  join(embedDist, 'embed.js'),
  `(()=>{${'var trestle=document.querySelectorAll("blockquote.trestle-post");'.repeat(30)}})();`,
);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ WEB_DIST: webDist, EMBED_DIST: embedDist });
});
afterAll(async () => {
  await app?.close();
  rmSync(fixture, { recursive: true, force: true });
});

describe('compressed web assets', () => {
  const asset = () => `${app.url}/assets/index-Abc123.js`;

  it('answers a JS asset with brotli when the client accepts it', async () => {
    const response = await rawGet(asset(), { 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(JAVASCRIPT);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(appJs.length / 4);
    expect(decode(response).equals(appJs)).toBe(true);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers with gzip when only gzip is accepted', async () => {
    const response = await rawGet(asset(), { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(JAVASCRIPT);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(decode(response).equals(appJs)).toBe(true);
  });

  it('prefers brotli over gzip, and honours q=0', async () => {
    const both = await rawGet(asset(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(both.headers['content-encoding']).toBe('br');
    const noBrotli = await rawGet(asset(), { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
  });

  it('answers with the plain file without Accept-Encoding', async () => {
    const response = await rawGet(asset());
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(appJs.length);
    expect(response.body.equals(appJs)).toBe(true);
  });

  it('answers with the plain file when a file has no compressed copy', async () => {
    const response = await rawGet(`${app.url}/favicon.svg`, { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body.equals(favicon)).toBe(true);
  });

  it('does not serve the compressed copies under their own names', async () => {
    const response = await rawGet(`${app.url}/assets/index-Abc123.js.br`);
    // The catch-all answers with the app's page, as for any unknown path.
    expect(decode(response).equals(indexHtml)).toBe(true);
  });

  it('answers client routes with the compressed app page, never cached without revalidation', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await rawGet(`${app.url}/messages/42?tab=all`, {
        'accept-encoding': encoding,
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(response).equals(indexHtml)).toBe(true);
    }
    const plain = await rawGet(`${app.url}/sign-in`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(indexHtml)).toBe(true);
  });

  it('answers /embed/:id (exactly one segment) with the server-written embed page, which any site may frame', async () => {
    // An unknown post: the embed module's small "not available" card (modules/embed).
    const response = await rawGet(`${app.url}/embed/0190f6f2-8a3c`, { 'accept-encoding': 'br' });
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body.toString()).toContain('This post is not available.');
    expect(response.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(response.headers['x-frame-options']).toBeUndefined();

    const plain = await rawGet(`${app.url}/embed/post-7/`);
    expect(plain.body.toString()).toContain('This post is not available.');

    for (const path of ['/embed/post-7/replies', '/embed/', '/embed.html', '/embeds/post-7']) {
      const other = await rawGet(`${app.url}${path}`);
      expect(other.body.equals(indexHtml), path).toBe(true);
    }
    // (security-headers.ts lets any /embed/… path be framed; these two are plainly the app.)
    for (const path of ['/embed.html', '/embeds/post-7']) {
      expect((await rawGet(`${app.url}${path}`)).headers['x-frame-options'], path).toBe('DENY');
    }
  });

  it('serves /embed.js compressed, cacheable for five minutes and loadable from any site', async () => {
    for (const encoding of ['br', 'gzip', undefined] as const) {
      const response = await rawGet(
        `${app.url}/embed.js`,
        encoding ? { 'accept-encoding': encoding } : {},
      );
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(JAVASCRIPT);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(response).equals(embedJs)).toBe(true);
    }
  });

  it('keeps API paths out of the client routes', async () => {
    const response = await rawGet(`${app.url}/api/no-such-call`, { 'accept-encoding': 'br' });
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('the API reference and the contract', () => {
  const referencePath = join(dirname(contractPath()), 'reference.html');

  it('serves the reference compressed, with a CSP that allows only its own inline scripts', async () => {
    const reference = readFileSync(referencePath);
    for (const encoding of ['br', 'gzip', undefined] as const) {
      const response = await rawGet(
        `${app.url}/api/docs`,
        encoding ? { 'accept-encoding': encoding } : {},
      );
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(response).equals(reference)).toBe(true);
    }
    const response = await rawGet(`${app.url}/api/docs`, { 'accept-encoding': 'br' });
    expect(response.body.length).toBeLessThan(reference.length / 3);
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe');
    expect(scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-"))).toEqual(
      inlineScriptHashes(reference.toString('utf8')),
    );
    // No other origin anywhere in the policy.
    expect(csp).not.toMatch(/https?:/);
    expect(csp).toContain("frame-ancestors 'none'");
    // The Redoc bundle is inline: the page names no script or stylesheet elsewhere.
    expect(reference.toString('utf8')).not.toMatch(/<(script|link)\b[^>]*(src|href)="https?:/);
  });

  it('serves the contract compressed', async () => {
    const response = await rawGet(`${app.url}/api/openapi.json`, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(decode(response).toString('utf8')).openapi).toBe('3.1.0');
  });
});

describe('preferredEncoding', () => {
  it('picks brotli, then gzip, else identity', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('')).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('x-gzip')).toBe('gzip');
    expect(preferredEncoding('BR;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
  });
});

describe('the embed page path', () => {
  it('is /embed/:id with exactly one segment', () => {
    expect(EMBED_PAGE_PATH.test('/embed/abc')).toBe(true);
    expect(EMBED_PAGE_PATH.test('/embed/abc/')).toBe(true);
    expect(EMBED_PAGE_PATH.test('/Embed/abc')).toBe(true);
    for (const path of ['/embed', '/embed/', '/embed/a/b', '/embeds/a', '/x/embed/a']) {
      expect(EMBED_PAGE_PATH.test(path), path).toBe(false);
    }
  });
});
