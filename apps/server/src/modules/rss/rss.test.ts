// News (RSS) sources through the API, against real feed documents (../shared/fixtures/feeds)
// served by a local HTTP server on loopback: each fixture imported or refused with a message,
// shared sources, own lists and counts, removal, search, "No RSS feeds found!", the news feed;
// the entries as posts (sanitised, de-duplicated, kept out of the other feeds); the system
// accounts (no sign-in, not in people search); polling with conditional GET and back-off, called
// directly and through the job queue.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NO_RSS_FEEDS_MESSAGE } from '@trestle/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { apiCalls } from '../../../test/support/calls';
import { expectContract } from '../../../test/support/contract';
import { eventually } from '../../../test/support/eventually';
import {
  TEST_PASSWORD,
  makePost,
  makeRssSource,
  makeUser,
  type TestUser,
} from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { RSS_MESSAGES } from './feed';
import { SOURCE_MESSAGES } from './policy';
import {
  backoffMs,
  enqueueDueSources,
  FIRST_BACKOFF_MS,
  pollSource,
  POLL_INTERVAL_MS,
} from './poll';

const FIXTURES = new URL('../../../../../../shared/fixtures/feeds/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES));

/** A feed whose items a test can change between polls. */
function dynamicFeed(items: Array<{ guid?: string; link: string; title: string; html?: string }>) {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Site diary</title><link>https://diary.example/</link>
<description>What happened on site</description>
${items
  .map(
    (item, i) => `<item><title>${escape(item.title)}</title><link>${item.link}</link>
${item.guid ? `<guid isPermaLink="false">${item.guid}</guid>` : ''}
<pubDate>${new Date(Date.UTC(2025, 0, 1 + i)).toUTCString()}</pubDate>
<description>${escape(item.html ?? `<p>${item.title}</p>`)}</description></item>`,
  )
  .join('\n')}
</channel></rss>`;
}

interface FeedSite {
  base: string;
  /** Request headers of every request, per path. */
  requests: Map<string, IncomingHttpHeaders[]>;
  dynamic: { body: string; failing: boolean; etag: string };
  close(): Promise<void>;
}

async function startFeedSite(): Promise<FeedSite> {
  const requests = new Map<string, IncomingHttpHeaders[]>();
  const dynamic = { body: dynamicFeed([]), failing: false, etag: '"v1"' };
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://site').pathname;
    requests.set(path, [...(requests.get(path) ?? []), req.headers]);
    const fixtureName = /^\/feeds\/([\w.-]+)$/.exec(path)?.[1];
    if (fixtureName) {
      let body: Buffer;
      try {
        body = fixture(fixtureName);
      } catch {
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end('not found');
      }
      // No charset: the XML declaration names the encoding (encoding.rss is ISO-8859-1).
      res.writeHead(200, {
        'content-type': fixtureName.endsWith('.atom')
          ? 'application/atom+xml'
          : 'application/rss+xml',
      });
      return res.end(body);
    }
    if (path === '/dynamic.rss' || path === '/etag.rss') {
      if (dynamic.failing) {
        res.writeHead(500, { 'content-type': 'text/plain' });
        return res.end('down');
      }
      if (path === '/etag.rss' && req.headers['if-none-match'] === dynamic.etag) {
        res.writeHead(304, { etag: dynamic.etag });
        return res.end();
      }
      res.writeHead(200, {
        'content-type': 'application/rss+xml; charset=utf-8',
        ...(path === '/etag.rss'
          ? { etag: dynamic.etag, 'last-modified': 'Wed, 01 Jan 2025 00:00:00 GMT' }
          : {}),
      });
      return res.end(dynamic.body);
    }
    if (path === '/page.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(
        '<!doctype html><html><head><title>A page</title></head><body>Hi</body></html>',
      );
    }
    res.writeHead(404, { 'content-type': 'text/html' });
    return res.end('<title>Not found</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    dynamic,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// Loopback allowed, as in the e2e run: the feeds are on a local server.
const app = useTestApp({ OUTBOUND_ALLOWED_PRIVATE_ADDRESSES: '127.0.0.0/8' });
// Nothing private allowed: the production default.
const strict = useTestApp();
// Two adds a minute: the limit adding shares with link previews.
const limited = useTestApp({
  OUTBOUND_ALLOWED_PRIVATE_ADDRESSES: '127.0.0.0/8',
  PREVIEW_RATE_LIMIT: '2',
});

let site: FeedSite;
beforeAll(async () => {
  site = await startFeedSite();
});
afterAll(async () => {
  await site?.close();
});

const UNKNOWN_ID = '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10';

const { call, ok } = apiCalls(() => app);

const add = (user: TestUser, url: string) => call('POST', '/user/rss', user, { url });
const sourcePosts = async (user: TestUser, id: string, query = '') =>
  (await ok('listRssSourcePosts', 'GET', `/user/rss/newsfeed/${id}${query}`, user)).items as any[];
const newsPosts = async (user: TestUser, query = '') =>
  (await ok('listRssPosts', 'GET', `/user/rss/newsfeed${query}`, user)).items as any[];
const countPostsOf = async (sourceId: string) =>
  Number(
    (
      await app.context.db
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('rss_source_id', '=', sourceId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const sourceRow = (id: string) =>
  app.context.db
    .selectFrom('rss_sources')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const makeDue = (id: string) =>
  app.context.db
    .updateTable('rss_sources')
    .set({ next_fetch_at: sql<Date>`now() - interval '1 minute'` })
    .where('id', '=', id)
    .execute();

describe('adding each real feed document', () => {
  const imported: Array<[string, { title: string; entries: number }]> = [
    ['content-encoded.rss', { title: 'Food in Invironment on Medium', entries: 7 }],
    [
      'craigslist.rss',
      { title: 'craigslist SF bay area | apts/housing for rent search', entries: 25 },
    ],
    ['encoding.rss', { title: 'Jornal de Notícias - Últimas Notícias', entries: 40 }],
    ['guardian.rss', { title: 'The Guardian', entries: 55 }],
    ['heise.atom', { title: 'heise developer neueste Meldungen', entries: 15 }],
    ['reddit-atom.rss', { title: 'reddit: the front page of the internet', entries: 24 }],
    // No title and one entry with nothing but an id: the source is named after its host, the
    // entry (nothing to show) is left out.
    ['missing-fields.atom', { title: '127.0.0.1', entries: 0 }],
  ];

  it.each(imported)('imports %s with its title and entries as posts', async (name, expected) => {
    const ana = await makeUser(app);
    const url = `${site.base}/feeds/${name}`;
    const source = await ok('addRssSource', 'POST', '/user/rss', ana, { url }, 201);
    expect(source).toMatchObject({ url, title: expected.title, own: true });
    expect(source.lastFetchedAt).not.toBeNull();
    expect(await countPostsOf(source.id)).toBe(expected.entries);
    const page = await sourcePosts(ana, source.id, '?limit=50');
    expect(page.length).toBe(Math.min(expected.entries, 50));
    for (const post of page) {
      expect(post.category).toBe('news');
      expect(post.user.general.displayName).toBe(expected.title);
    }
  });

  it('decodes a feed in the charset its XML declaration names', async () => {
    const ana = await makeUser(app);
    const source = await makeRssSource(app, ana, `${site.base}/feeds/encoding.rss`);
    const titles = (await sourcePosts(ana, source.id, '?limit=50')).map((p) => p.title as string);
    expect(titles).toContain('Mãe de utente é a nova presidente da Raríssimas');
    expect(titles.join(' ')).not.toContain('\uFFFD');
  });

  it('keeps Atom titles as text, and the entry link as the post’s link', async () => {
    const ana = await makeUser(app);
    const source = await makeRssSource(app, ana, `${site.base}/feeds/heise.atom`);
    const posts = await sourcePosts(ana, source.id, '?limit=50');
    const wildfly = posts.find((p) => String(p.title).includes('WildFly 10'));
    expect(wildfly).toBeDefined();
    expect(typeof wildfly.title).toBe('string');
    expect(wildfly.link.url).toMatch(/^http:\/\/www\.heise\.de\/developer\/meldung\//);
    expect(wildfly.link.siteName).toBe('heise developer neueste Meldungen');
  });

  it('decodes entities and drops tags in entry titles (craigslist)', async () => {
    const ana = await makeUser(app);
    const source = await makeRssSource(app, ana, `${site.base}/feeds/craigslist.rss`);
    const posts = await sourcePosts(ana, source.id, '?limit=50');
    const titles = posts.map((p) => p.title as string);
    expect(titles.some((t) => t.includes('$4300 3bd 1930ft2'))).toBe(true);
    expect(titles.every((t) => !t.includes('&#x') && !t.includes('<sup>'))).toBe(true);
  });

  it('refuses a document that is not a feed (unrecognized.rss) with a message on url', async () => {
    const ana = await makeUser(app);
    const response = await add(ana, `${site.base}/feeds/unrecognized.rss`);
    expect(response.status).toBe(400);
    expectContract('addRssSource', 400, response.body);
    expect(response.body).toMatchObject({
      message: RSS_MESSAGES.notFeed,
      errors: { url: RSS_MESSAGES.notFeed },
    });
  });

  it('refuses an HTML page, a missing page and a private address, each with its message', async () => {
    const ana = await makeUser(app);
    expect((await add(ana, `${site.base}/page.html`)).body.errors).toEqual({
      url: RSS_MESSAGES.notFeed,
    });
    expect((await add(ana, `${site.base}/nothing-here.rss`)).body.errors).toEqual({
      url: RSS_MESSAGES.unreachable,
    });
    const bob = await makeUser(strict);
    const refused = await api(strict.url, 'POST', '/user/rss', {
      token: bob.token,
      body: { url: `${site.base}/feeds/guardian.rss` },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ url: RSS_MESSAGES.refused });
  });

  it('limits how often a person adds feeds (429)', async () => {
    const ana = await makeUser(limited);
    const addTo = (n: number) =>
      api(limited.url, 'POST', '/user/rss', {
        token: ana.token,
        body: { url: `${site.base}/feeds/heise.atom?limit=${n}` },
      });
    expect((await addTo(1)).status).toBe(201);
    expect((await addTo(2)).status).toBe(201);
    const third = await addTo(3);
    expect(third.status).toBe(429);
    expectContract('addRssSource', 429, third.body);
  });

  it('resolves relative entry links against the feed’s address', async () => {
    const ana = await makeUser(app);
    site.dynamic.failing = false;
    site.dynamic.body = dynamicFeed([{ link: '/diary/slab-poured', title: 'Slab poured' }]);
    const source = await makeRssSource(app, ana, `${site.base}/dynamic.rss?relative`);
    const [post] = await sourcePosts(ana, source.id);
    expect(post.link.url).toBe(`${site.base}/diary/slab-poured`);
  });

  it('refuses an address that is not http(s) before fetching anything', async () => {
    const ana = await makeUser(app);
    const response = await add(ana, 'ftp://127.0.0.1/feed.rss');
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveProperty('url');
  });

  it('one bad feed does not stop the others: each document of the folder, one after another', async () => {
    const ana = await makeUser(app);
    const outcomes: Record<string, number> = {};
    for (const name of ['unrecognized.rss', 'guardian.rss', 'nothing.rss', 'reddit-atom.rss']) {
      outcomes[name] = (await add(ana, `${site.base}/feeds/${name}`)).status;
    }
    expect(outcomes).toEqual({
      'unrecognized.rss': 400,
      'guardian.rss': expect.any(Number),
      'nothing.rss': 400,
      'reddit-atom.rss': expect.any(Number),
    });
    // Guardian and reddit were imported (201), or shared from an earlier test (201 as well).
    expect(outcomes['guardian.rss']).toBe(201);
    expect(outcomes['reddit-atom.rss']).toBe(201);
  });
});

describe('own sources, sharing and removal', () => {
  it('shares a known source: the second person is linked to the same row, not a new fetch', async () => {
    const ana = await makeUser(app);
    const bob = await makeUser(app);
    const url = `${site.base}/feeds/content-encoded.rss?shared`;
    const first = await makeRssSource(app, ana, url);
    const fetches = site.requests.get('/feeds/content-encoded.rss')?.length ?? 0;
    const second = await makeRssSource(app, bob, url);
    expect(second.id).toBe(first.id);
    expect(site.requests.get('/feeds/content-encoded.rss')?.length).toBe(fetches);
    expect(await countPostsOf(first.id)).toBe(7);
  });

  it('answers 409 when the caller already added the feed', async () => {
    const ana = await makeUser(app);
    const url = `${site.base}/feeds/guardian.rss?twice`;
    await makeRssSource(app, ana, url);
    const again = await add(ana, url);
    expect(again.status).toBe(409);
    expectContract('addRssSource', 409, again.body);
    expect(again.body.message).toBe(SOURCE_MESSAGES.alreadyAdded);
  });

  it('lists and counts only the caller’s own sources, the latest added first', async () => {
    const ana = await makeUser(app);
    const bob = await makeUser(app);
    const a = await makeRssSource(app, ana, `${site.base}/feeds/heise.atom?own1`);
    const b = await makeRssSource(app, ana, `${site.base}/feeds/reddit-atom.rss?own2`);
    await makeRssSource(app, bob, `${site.base}/feeds/guardian.rss?own3`);
    const own = await ok('listOwnRssSources', 'GET', '/user/rss/own', ana);
    expect(own.items.map((s: any) => s.id)).toEqual([b.id, a.id]);
    expect(own.items.every((s: any) => s.own)).toBe(true);
    expect(await ok('countOwnRssSources', 'GET', '/user/rss/count', ana)).toEqual({ count: 2 });
    expect(await ok('countOwnRssSources', 'GET', '/user/rss/count', bob)).toEqual({ count: 1 });
    const paged = await ok('listOwnRssSources', 'GET', '/user/rss/own?skip=1&limit=1', ana);
    expect(paged.items.map((s: any) => s.id)).toEqual([a.id]);
  });

  it('removes the caller’s link only; someone else’s or an unknown source is 404', async () => {
    const ana = await makeUser(app);
    const bob = await makeUser(app);
    const source = await makeRssSource(app, ana, `${site.base}/feeds/heise.atom?remove`);
    const notBobs = await call('DELETE', `/user/rss/${source.id}`, bob);
    expect(notBobs.status).toBe(404);
    expectContract('removeRssSource', 404, notBobs.body);
    expect((await call('DELETE', `/user/rss/${UNKNOWN_ID}`, ana)).status).toBe(404);
    expect(await ok('countOwnRssSources', 'GET', '/user/rss/count', ana)).toEqual({ count: 1 });

    expect(await ok('removeRssSource', 'DELETE', `/user/rss/${source.id}`, ana)).toEqual({
      ok: true,
    });
    expect(await ok('countOwnRssSources', 'GET', '/user/rss/count', ana)).toEqual({ count: 0 });
    expect((await call('DELETE', `/user/rss/${source.id}`, ana)).status).toBe(404);
    // The shared source and its entries stay for whoever else reads it, and it can be added again.
    expect(await countPostsOf(source.id)).toBe(15);
    expect((await add(ana, `${site.base}/feeds/heise.atom?remove`)).status).toBe(201);
  });

  it('shows one source to anyone signed in, with their own flag; 404 when unknown', async () => {
    const ana = await makeUser(app);
    const bob = await makeUser(app);
    const source = await makeRssSource(app, ana, `${site.base}/feeds/heise.atom?one`);
    expect(await ok('getRssSource', 'GET', `/user/rss/${source.id}`, ana)).toMatchObject({
      id: source.id,
      own: true,
    });
    expect(await ok('getRssSource', 'GET', `/user/rss/${source.id}`, bob)).toMatchObject({
      id: source.id,
      title: 'heise developer neueste Meldungen',
      own: false,
    });
    const unknown = await call('GET', `/user/rss/${UNKNOWN_ID}`, ana);
    expect(unknown.status).toBe(404);
    expectContract('getRssSource', 404, unknown.body);
  });

  it('answers 404 on the entries of an unknown source', async () => {
    const ana = await makeUser(app);
    const response = await call('GET', `/user/rss/newsfeed/${UNKNOWN_ID}`, ana);
    expect(response.status).toBe(404);
    expectContract('listRssSourcePosts', 404, response.body);
  });

  it('refuses callers who are not signed in', async () => {
    for (const [method, path] of [
      ['POST', '/user/rss'],
      ['GET', '/user/rss/own'],
      ['GET', '/user/rss/count'],
      ['GET', '/user/rss/newsfeed'],
      ['GET', '/user/rss/search'],
    ] as const) {
      const response = await api(
        app.url,
        method,
        path,
        method === 'POST' ? { body: { url: 'https://x.example/feed' } } : {},
      );
      expect(response.status, path).toBe(401);
    }
  });
});

describe('reading the news', () => {
  it('answers "No RSS feeds found!" (404) to a person without sources', async () => {
    const ana = await makeUser(app);
    const response = await call('GET', '/user/rss/newsfeed', ana);
    expect(response.status).toBe(404);
    expectContract('listRssPosts', 404, response.body);
    expect(response.body.message).toBe(NO_RSS_FEEDS_MESSAGE);
  });

  it('lists the entries of all the caller’s sources, newest first, paged', async () => {
    const ana = await makeUser(app);
    await makeRssSource(app, ana, `${site.base}/feeds/heise.atom?news1`);
    await makeRssSource(app, ana, `${site.base}/feeds/content-encoded.rss?news1`);
    const all = await newsPosts(ana, '?limit=50');
    expect(all.length).toBe(22);
    const times = all.map((p) => new Date(p.createdAt).getTime());
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const second = await newsPosts(ana, '?skip=10&limit=10');
    expect(second.map((p) => p.id)).toEqual(all.slice(10, 20).map((p) => p.id));
  });

  it('serves the same entries in GET /user/newsfeed?source=news, and keeps them out of the other feeds', async () => {
    const ana = await makeUser(app);
    const carl = await makeUser(app);
    const source = await makeRssSource(app, ana, `${site.base}/feeds/reddit-atom.rss?feeds`);
    await makePost(app, carl, { text: 'Pouring the slab today' });
    const news = await ok('listFeedPosts', 'GET', '/user/newsfeed?source=news&limit=50', ana);
    expect(news.items.length).toBe(24);
    expect(news.items.every((p: any) => p.category === 'news')).toBe(true);
    const local = await ok('listFeedPosts', 'GET', '/user/newsfeed?source=local&limit=50', ana);
    expect(local.items.some((p: any) => p.user.id === news.items[0].user.id)).toBe(false);
    expect(local.items.some((p: any) => p.user.id === carl.id)).toBe(true);
    // Someone without the source sees none of it in the news feed.
    const none = await ok('listFeedPosts', 'GET', '/user/newsfeed?source=news', carl);
    expect(none.items).toEqual([]);
    expect(await countPostsOf(source.id)).toBe(24);
  });

  it('searches every known source by its words, with the caller’s own flag', async () => {
    const ana = await makeUser(app);
    const bob = await makeUser(app);
    const source = await makeRssSource(app, ana, `${site.base}/feeds/guardian.rss?search`);
    const found = await ok('searchRssSources', 'GET', '/user/rss/search?search=guardian', bob);
    const mine = found.items.find((s: any) => s.id === source.id);
    expect(mine).toMatchObject({ title: 'The Guardian', own: false });
    const forAna = await ok('searchRssSources', 'GET', '/user/rss/search?search=guardian', ana);
    expect(forAna.items.find((s: any) => s.id === source.id).own).toBe(true);
    const nothing = await ok(
      'searchRssSources',
      'GET',
      '/user/rss/search?search=zzzunheardof',
      ana,
    );
    expect(nothing.items).toEqual([]);
  });
});

describe('entries as posts', () => {
  it('sanitises entry HTML with the rich-text allow-list: scripts and handlers are gone', async () => {
    const ana = await makeUser(app);
    site.dynamic.failing = false;
    site.dynamic.body = dynamicFeed([
      {
        guid: 'evil-1',
        link: 'https://diary.example/evil',
        title: 'Evil',
        html: '<p onclick="steal()">Poured <strong>footings</strong></p><script>alert(1)</script><img src="javascript:alert(2)"><img src="https://diary.example/slab.jpg" alt="Slab"><a href="javascript:x()">x</a>',
      },
    ]);
    const source = await makeRssSource(app, ana, `${site.base}/dynamic.rss?sanitise`);
    const [post] = await sourcePosts(ana, source.id);
    expect(post.text).toContain('<strong>footings</strong>');
    expect(post.text).not.toMatch(/script|onclick|javascript:/i);
    // Pictures stay on the feed's site, which the app's CSP would not load.
    expect(post.text).not.toContain('<img');
  });

  it('the system account of a source cannot sign in and is not found in people search', async () => {
    const ana = await makeUser(app);
    const source = await makeRssSource(app, ana, `${site.base}/feeds/heise.atom?system`);
    const [post] = await sourcePosts(ana, source.id, '?limit=1');
    const account = await app.context.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', post.user.id)
      .executeTakeFirstOrThrow();
    expect(account.kind).toBe('news');
    for (const login of [account.username, account.email]) {
      for (const password of [TEST_PASSWORD, '!', '']) {
        const signIn = await api(app.url, 'POST', '/auth/sign-in', { body: { login, password } });
        expect(signIn.status, `${login} / ${password}`).toBeGreaterThanOrEqual(400);
      }
    }
    const people = await api(app.url, 'POST', '/user/profile/search', {
      token: ana.token,
      body: { search: account.username },
    });
    expect(people.status).toBe(200);
    expect(JSON.stringify(people.body)).not.toContain(account.id);
  });
});

describe('polling', () => {
  it('de-duplicates by guid, else by link, when a feed is polled again', async () => {
    const ana = await makeUser(app);
    site.dynamic.failing = false;
    site.dynamic.body = dynamicFeed([
      { guid: 'a', link: 'https://diary.example/a', title: 'A' },
      { link: 'https://diary.example/b', title: 'B' },
    ]);
    const source = await makeRssSource(app, ana, `${site.base}/dynamic.rss?dedupe`);
    expect(await countPostsOf(source.id)).toBe(2);
    expect(await pollSource(app.context, source.id)).toBe('fetched');
    expect(await countPostsOf(source.id)).toBe(2);
    site.dynamic.body = dynamicFeed([
      { guid: 'a', link: 'https://diary.example/a-moved', title: 'A, edited' },
      { link: 'https://diary.example/b', title: 'B' },
      { guid: 'c', link: 'https://diary.example/c', title: 'C' },
    ]);
    expect(await pollSource(app.context, source.id)).toBe('fetched');
    expect(await countPostsOf(source.id)).toBe(3);
    const titles = (await sourcePosts(ana, source.id)).map((p) => p.title).sort();
    expect(titles).toEqual(['A', 'B', 'C']);
  });

  it('sends the stored ETag and Last-Modified; a 304 adds nothing and is no failure', async () => {
    const ana = await makeUser(app);
    site.dynamic.failing = false;
    site.dynamic.etag = '"etag-1"';
    site.dynamic.body = dynamicFeed([
      { guid: 'e1', link: 'https://diary.example/e1', title: 'E1' },
    ]);
    const source = await makeRssSource(app, ana, `${site.base}/etag.rss?conditional`);
    expect(await sourceRow(source.id)).toMatchObject({
      etag: '"etag-1"',
      last_modified: 'Wed, 01 Jan 2025 00:00:00 GMT',
    });
    const before = site.requests.get('/etag.rss')!.length;
    expect(await pollSource(app.context, source.id)).toBe('not-modified');
    const sent = site.requests.get('/etag.rss')!.slice(before);
    expect(sent[0]!['if-none-match']).toBe('"etag-1"');
    expect(sent[0]!['if-modified-since']).toBe('Wed, 01 Jan 2025 00:00:00 GMT');
    const row = await sourceRow(source.id);
    expect(row.failures).toBe(0);
    expect(row.next_fetch_at.getTime()).toBeGreaterThan(Date.now() + POLL_INTERVAL_MS - 60_000);
    expect(await countPostsOf(source.id)).toBe(1);
  });

  it('backs off after failures (doubling, capped) and recovers on the next success', async () => {
    expect(backoffMs(1)).toBe(FIRST_BACKOFF_MS);
    expect(backoffMs(2)).toBe(2 * FIRST_BACKOFF_MS);
    expect(backoffMs(3)).toBe(4 * FIRST_BACKOFF_MS);
    expect(backoffMs(50)).toBe(24 * 60 * 60 * 1000);

    const ana = await makeUser(app);
    site.dynamic.failing = false;
    site.dynamic.body = dynamicFeed([
      { guid: 'f1', link: 'https://diary.example/f1', title: 'F1' },
    ]);
    const source = await makeRssSource(app, ana, `${site.base}/dynamic.rss?backoff`);
    site.dynamic.failing = true;
    try {
      expect(await pollSource(app.context, source.id)).toBe('failed');
      let row = await sourceRow(source.id);
      expect(row.failures).toBe(1);
      expect(row.last_error).toBe(RSS_MESSAGES.unreachable);
      const firstWait = row.next_fetch_at.getTime() - Date.now();
      expect(firstWait).toBeGreaterThan(FIRST_BACKOFF_MS - 60_000);
      expect(firstWait).toBeLessThanOrEqual(FIRST_BACKOFF_MS);
      expect(await pollSource(app.context, source.id)).toBe('failed');
      row = await sourceRow(source.id);
      expect(row.failures).toBe(2);
      expect(row.next_fetch_at.getTime() - Date.now()).toBeGreaterThan(
        2 * FIRST_BACKOFF_MS - 60_000,
      );
    } finally {
      site.dynamic.failing = false;
    }
    site.dynamic.body = dynamicFeed([
      { guid: 'f1', link: 'https://diary.example/f1', title: 'F1' },
      { guid: 'f2', link: 'https://diary.example/f2', title: 'F2' },
    ]);
    expect(await pollSource(app.context, source.id)).toBe('fetched');
    const row = await sourceRow(source.id);
    expect(row).toMatchObject({ failures: 0, last_error: null });
    expect(await countPostsOf(source.id)).toBe(2);
  });

  it('polls through the queue: the schedule’s job enqueues due sources and the worker fetches them', async () => {
    const ana = await makeUser(app);
    site.dynamic.failing = false;
    site.dynamic.body = dynamicFeed([
      { guid: 'q1', link: 'https://diary.example/q1', title: 'Q1' },
    ]);
    const good = await makeRssSource(app, ana, `${site.base}/dynamic.rss?queue`);
    const bad = await makeRssSource(app, ana, `${site.base}/feeds/heise.atom?queue-bad`);
    // The second source's address now answers 404: its poll fails, the other's still runs.
    await app.context.db
      .updateTable('rss_sources')
      .set({ url: `${site.base}/gone.rss` })
      .where('id', '=', bad.id)
      .execute();
    site.dynamic.body = dynamicFeed([
      { guid: 'q1', link: 'https://diary.example/q1', title: 'Q1' },
      { guid: 'q2', link: 'https://diary.example/q2', title: 'Q2' },
    ]);
    await makeDue(good.id);
    await makeDue(bad.id);
    expect(await app.context.jobs.send('rss.schedule', {})).toBeTruthy();
    await eventually(async () => (await countPostsOf(good.id)) === 2, {
      what: 'the good feed polled',
    });
    await eventually(async () => (await sourceRow(bad.id)).failures === 1, {
      what: 'the bad feed failed',
    });
    expect((await sourceRow(bad.id)).last_error).toBe(RSS_MESSAGES.unreachable);
    // Neither is due any more, so the next run of the schedule leaves them alone.
    expect(await enqueueDueSources(app.context)).toBe(0);
  });
});
