// Link previews (POST /meta/og and posts with a link) against real HTML pages served by a local
// test server on loopback. Loopback is allowed only for the app that must reach it; the other
// apps prove that every notation of a loopback address, and a redirect to one, is refused. Other
// private ranges are tested on the address check itself (platform/outbound), never by traffic.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/support/app';
import { expectContract } from '../../../../test/support/contract';
import { makePost, makeUser, type TestUser } from '../../../../test/support/factories';
import { api } from '../../../../test/support/http';
import { NOT_YOUR_UPLOAD } from '../../../platform/storage/attached-files';
import { barePreview, PREVIEW_MESSAGES } from './previews';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** A site on loopback: real pages, a picture carrying EXIF, redirects, and wrong kinds of answer. */
interface TestSite {
  base: string;
  hits: Map<string, number>;
  close(): Promise<void>;
}

async function startSite(host: string, redirectTarget?: () => string): Promise<TestSite> {
  const hits = new Map<string, number>();
  const picture = await sharp({
    create: { width: 64, height: 40, channels: 3, background: { r: 160, g: 110, b: 60 } },
  })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret site, 51.5N 0.12W' } })
    .toBuffer();
  const server: Server = createServer((req, res) => {
    hits.set(req.url ?? '/', (hits.get(req.url ?? '/') ?? 0) + 1);
    const path = new URL(req.url ?? '/', 'http://site').pathname;
    const send = (status: number, type: string, body: Buffer | string) => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    if (path === '/news/barn-raising')
      return send(200, 'text/html; charset=utf-8', fixture('article.html'));
    if (path === '/plain')
      return send(200, 'text/html; charset=windows-1252', fixture('plain.html'));
    if (path === '/images/barn.jpg') return send(200, 'image/jpeg', picture);
    if (path === '/moved') {
      res.writeHead(301, { location: '/news/barn-raising' });
      return res.end();
    }
    if (path === '/away' && redirectTarget) {
      res.writeHead(302, { location: redirectTarget() });
      return res.end();
    }
    if (path === '/brochure.pdf') return send(200, 'application/pdf', '%PDF-1.4\n%fake\n');
    if (path === '/huge') {
      return send(
        200,
        'text/html',
        `<html><head><title>Huge</title></head><body>${'x'.repeat(1_200_000)}</body></html>`,
      );
    }
    return send(404, 'text/html', '<title>Not found</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://${host}:${port}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// Loopback allowed: the ordinary case against a local site.
const app = useTestApp({ OUTBOUND_ALLOWED_PRIVATE_ADDRESSES: '127.0.0.0/8,::1/128' });
// Nothing private allowed: the production default.
const strict = useTestApp();
// Only 127.0.0.2 allowed: a page there that redirects to 127.0.0.1 must be refused.
const narrow = useTestApp({ OUTBOUND_ALLOWED_PRIVATE_ADDRESSES: '127.0.0.2/32' });

let site: TestSite;
let second: TestSite;
beforeAll(async () => {
  site = await startSite('127.0.0.1');
  second = await startSite('127.0.0.2', () => `${site.base}/news/barn-raising`);
});
afterAll(async () => {
  await site?.close();
  await second?.close();
});

const preview = (target: typeof app, user: TestUser, url: unknown) =>
  api(target.url, 'POST', '/meta/og', { token: user.token, body: { url } });

describe('POST /meta/og', () => {
  it('reads a page’s Open Graph tags and serves its picture from our own files, EXIF gone', async () => {
    const ana = await makeUser(app);
    const response = await preview(app, ana, `${site.base}/news/barn-raising`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expectContract('getLinkPreview', 200, response.body);
    expect(response.body).toMatchObject({
      url: `${site.base}/news/barn-raising`,
      title: 'Timber frame barn raised in two days',
      description: expect.stringContaining('40-foot oak frame'),
      siteName: "Builder's Weekly",
      type: 'article',
    });
    const image = new URL(response.body.image);
    expect(image.pathname).toMatch(/^\/api\/files\/[\w-]+\.jpg$/);
    expect(response.body.image).not.toContain(site.base);
    const file = await fetch(`${app.url}${image.pathname}`);
    expect(file.status).toBe(200);
    const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(metadata.width).toBe(64);
    expect(metadata.exif).toBeUndefined();
  });

  it('falls back to the title and description tags, decoding the page’s charset', async () => {
    const ana = await makeUser(app);
    const response = await preview(app, ana, `${site.base}/plain`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      title: 'Concrete curing times explained',
      description: 'How long to wait before loading a slab, by temperature.',
      image: null,
      siteName: null,
    });
  });

  it('follows redirects and keeps the final address', async () => {
    const ana = await makeUser(app);
    const response = await preview(app, ana, `${site.base}/moved`);
    expect(response.status).toBe(200);
    expect(response.body.url).toBe(`${site.base}/news/barn-raising`);
  });

  it('fetches each address once and answers again from the cache (the #fragment is the same page)', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const before = site.hits.get('/plain') ?? 0;
    await preview(app, ana, `${site.base}/plain?cache=1`);
    const again = await preview(app, ben, `${site.base}/plain?cache=1#section`);
    expect(again.status).toBe(200);
    expect(again.body.title).toBe('Concrete curing times explained');
    expect(site.hits.get('/plain?cache=1')).toBe(1);
    expect(site.hits.get('/plain') ?? 0).toBe(before);
  });

  it('answers 400 with a clear message for pages that are not HTML, too large or missing', async () => {
    const ana = await makeUser(app);
    for (const [path, message] of [
      ['/brochure.pdf', PREVIEW_MESSAGES.notHtml],
      ['/huge', PREVIEW_MESSAGES.tooLarge],
      ['/gone', PREVIEW_MESSAGES.unreachable],
    ] as const) {
      const response = await preview(app, ana, `${site.base}${path}`);
      expect(response.status, path).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.errors).toEqual({ url: message });
    }
  });

  it('refuses visitors and bad input', async () => {
    const ana = await makeUser(app);
    const visitor = await api(app.url, 'POST', '/meta/og', { body: { url: site.base } });
    expect(visitor.status).toBe(401);
    for (const url of ['', 'javascript:alert(1)', 42]) {
      const response = await preview(app, ana, url);
      expect(response.status, String(url)).toBe(400);
    }
    const bad = await preview(app, ana, 'javascript:alert(1)');
    expect(bad.body.errors).toEqual({ url: PREVIEW_MESSAGES.badUrl });
  });
});

describe('private addresses are refused', () => {
  it('loopback in every notation, without sending anything', async () => {
    const ana = await makeUser(strict);
    const port = new URL(site.base).port;
    const before = [...site.hits.values()].reduce((a, b) => a + b, 0);
    const notations = [
      '127.0.0.1',
      '127.1',
      '127.0.1',
      '2130706433',
      '0x7f000001',
      '0x7f.0.0.1',
      '0177.0.0.1',
      '017700000001',
      '127.255.255.254',
      '[::1]',
      '[0:0:0:0:0:0:0:1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      'localhost',
      'LocalHost',
    ];
    for (const host of notations) {
      const response = await preview(strict, ana, `http://${host}:${port}/news/barn-raising`);
      expect(response.status, host).toBe(400);
      expect(response.body.message, host).toBe(PREVIEW_MESSAGES.refused);
      // The message never says which address the name led to.
      expect(JSON.stringify(response.body), host).not.toContain('127.0.0');
    }
    expect([...site.hits.values()].reduce((a, b) => a + b, 0)).toBe(before);
  });

  it('a page that redirects to a loopback address', async () => {
    const ana = await makeUser(narrow);
    const before = site.hits.get('/news/barn-raising') ?? 0;
    const response = await preview(narrow, ana, `${second.base}/away`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(PREVIEW_MESSAGES.refused);
    expect(second.hits.get('/away')).toBe(1);
    expect(site.hits.get('/news/barn-raising') ?? 0).toBe(before);
    // The allowed host itself is previewed.
    const direct = await preview(narrow, ana, `${second.base}/plain`);
    expect(direct.status).toBe(200);
  });
});

describe('posts with a link', () => {
  it('keep the page’s preview, shown with the post and in the feed', async () => {
    const ana = await makeUser(app);
    const post = await makePost(app, ana, {
      text: '<p>Look at this raising</p>',
      link: `${site.base}/news/barn-raising`,
    });
    expect(post.link).toMatchObject({
      title: 'Timber frame barn raised in two days',
      siteName: "Builder's Weekly",
    });
    expect(post.link.image).toMatch(/\/api\/files\/[\w-]+\.jpg$/);
    const read = await api(app.url, 'GET', `/user/post/${post.id}`, { token: ana.token });
    expect(read.body.link.title).toBe('Timber frame barn raised in two days');
  });

  it('a link alone is a post; an unreachable page keeps the bare address; a malformed one is 400 on link', async () => {
    const ana = await makeUser(app);
    const only = await makePost(app, ana, { text: undefined, link: `${site.base}/plain` });
    expect(only.link.title).toBe('Concrete curing times explained');
    const down = await makePost(app, ana, { link: `${site.base}/not-there` });
    expect(down.link).toEqual(barePreview(`${site.base}/not-there`));
    const bad = await api(app.url, 'POST', '/user/post', {
      token: ana.token,
      body: { text: '<p>x</p>', link: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ link: PREVIEW_MESSAGES.badUrl });
  });

  it('an edit adds, changes or removes the link', async () => {
    const ana = await makeUser(app);
    const post = await makePost(app, ana, { text: '<p>Update</p>' });
    expect(post.link).toBeNull();
    const edit = (body: unknown) =>
      api(app.url, 'PUT', `/user/post/${post.id}`, { token: ana.token, body });
    const added = await edit({ link: `${site.base}/plain` });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.link.title).toBe('Concrete curing times explained');
    const removed = await edit({ link: null });
    expect(removed.body.link).toBeNull();
  });

  it('nobody can attach a preview picture as their own upload', async () => {
    const ana = await makeUser(app);
    const response = await preview(app, ana, `${site.base}/news/barn-raising`);
    const name = new URL(response.body.image).pathname.split('/').pop();
    const attempt = await api(app.url, 'POST', '/user/post', {
      token: ana.token,
      body: { text: '<p>Mine now</p>', media: [{ file: name, type: 'image' }] },
    });
    expect(attempt.status).toBe(400);
    expect(attempt.body.message).toBe(NOT_YOUR_UPLOAD);
  });
});
