// Saved searches through the API: create (title and filters checked, the membership's limit),
// list and count one's own, delete one's own only, and the unsubscribe link of the digest mails
// (a page that asks, a post that turns the mails off, no sign-in). Every call checked against the
// contract.
import { limitsFor } from '@trestle/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { makeSavedSearch, makeUser, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { UNKNOWN_ZIP } from '../../platform/geo/zip';
import { TITLE_REQUIRED } from './compose';
import { limitReached, SEARCH_NOT_FOUND, UNSUBSCRIBE_NOT_FOUND } from './policy';

const app = useTestApp();
const UNKNOWN_ID = '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10';

const call = (method: string, path: string, user: TestUser | null, body?: unknown) =>
  api(app.url, method, path, { ...(user ? { token: user.token } : {}), body });

async function ok(operationId: string, method: string, path: string, user: TestUser, body?: any) {
  const response = await call(method, path, user, body);
  const status = operationId === 'createSavedSearch' ? 201 : 200;
  expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(status);
  expectContract(operationId, status, response.body);
  return response.body;
}

const tokenOf = async (id: string) =>
  (
    await app.database.db
      .selectFrom('saved_searches')
      .select(['unsubscribe_token', 'schedule'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).unsubscribe_token;

const scheduleOf = async (id: string) =>
  (
    await app.database.db
      .selectFrom('saved_searches')
      .select('schedule')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).schedule;

const page = (method: 'GET' | 'POST', query: string, accept = 'text/html') =>
  fetch(`${app.url}/api/searches/unsubscribe?${query}`, {
    method,
    headers: { accept, ...(method === 'POST' ? { 'content-type': 'text/plain' } : {}) },
    ...(method === 'POST' ? { body: '' } : {}),
  });

describe('creating a saved search', () => {
  it('keeps the title trimmed, the filters without empty values, and the schedule', async () => {
    const ana = await makeUser(app);
    const search = await ok('createSavedSearch', 'POST', '/user/search', ana, {
      title: '  Roofs in Austin ',
      filters: {
        zip: '78701',
        radius: 25,
        units: 'ml',
        searchKeyword: ' roof ',
        category: 'residential',
        searchLocationLabel: '',
      },
      schedule: 'weekly',
    });
    expect(search).toMatchObject({
      title: 'Roofs in Austin',
      filters: {
        zip: '78701',
        radius: 25,
        units: 'ml',
        searchKeyword: 'roof',
        category: 'residential',
      },
      schedule: 'weekly',
    });
    expect(search.filters).not.toHaveProperty('searchLocationLabel');
    expect(search).not.toHaveProperty('unsubscribeToken');
  });

  it('drops a radius and units saved without a ZIP, and keeps them with one (spec §5)', async () => {
    const ana = await makeUser(app);
    const noZip = await ok('createSavedSearch', 'POST', '/user/search', ana, {
      title: 'Roofs anywhere',
      filters: { searchKeyword: 'roof', radius: 25, units: 'km', zip: ' ' },
    });
    // Stored without them; the answer shows the contract's defaults for what is absent.
    const stored = await app.database.db
      .selectFrom('saved_searches')
      .select('filters')
      .where('id', '=', noZip.id)
      .executeTakeFirstOrThrow();
    expect(stored.filters).toEqual({ searchKeyword: 'roof', sort: 'newest' });
    expect(noZip.filters).not.toHaveProperty('radius');
    expect(noZip.filters.units).toBe('ml');
    const placeZip = await ok('createSavedSearch', 'POST', '/user/search', ana, {
      title: 'Roofs near the office',
      filters: { searchLocationZip: '78701', radius: 25, units: 'km' },
    });
    expect(placeZip.filters).toMatchObject({ searchLocationZip: '78701', radius: 25, units: 'km' });
  });

  it('sends no mails unless a schedule is chosen', async () => {
    const ana = await makeUser(app);
    const search = await ok('createSavedSearch', 'POST', '/user/search', ana, {
      title: 'Anything',
      filters: {},
    });
    expect(search.schedule).toBe('never');
  });

  it('refuses a blank title, bad filters and unknown keys', async () => {
    const ana = await makeUser(app);
    const blank = await call('POST', '/user/search', ana, { title: '   ', filters: {} });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ title: TITLE_REQUIRED });
    const zeroRadius = await call('POST', '/user/search', ana, {
      title: 'x',
      filters: { zip: '78701', radius: 0 },
    });
    expect(zeroRadius.status).toBe(400);
    expect(Object.keys(zeroRadius.body.errors)).toEqual(['filters.radius']);
    for (const filters of [
      { radius: -1 },
      { units: 'mi' },
      { category: 'moon' },
      { color: 'red' },
    ]) {
      const bad = await call('POST', '/user/search', ana, { title: 'x', filters });
      expect(bad.status, JSON.stringify(filters)).toBe(400);
    }
    const unknownZip = await call('POST', '/user/search', ana, {
      title: 'x',
      filters: { zip: '00000', radius: 10 },
    });
    expect(unknownZip.status).toBe(400);
    expect(unknownZip.body.errors).toEqual({ 'filters.zip': UNKNOWN_ZIP });
    const noFilters = await call('POST', '/user/search', ana, { title: 'x' });
    expect(noFilters.status).toBe(400);
    const badSchedule = await call('POST', '/user/search', ana, {
      title: 'x',
      filters: {},
      schedule: 'hourly',
    });
    expect(badSchedule.status).toBe(400);
    expect((await ok('countSavedSearches', 'GET', '/user/searches/count', ana)).count).toBe(0);
  });

  it('needs a signed-in person', async () => {
    expect((await call('POST', '/user/search', null, { title: 'x', filters: {} })).status).toBe(
      401,
    );
    expect((await call('GET', '/user/searches', null)).status).toBe(401);
    expect((await call('GET', '/user/searches/count', null)).status).toBe(401);
    expect((await call('DELETE', `/user/search/${UNKNOWN_ID}`, null)).status).toBe(401);
  });

  it("stops at the membership's limit with a 403 that says why, and a paid level keeps more", async () => {
    const free = await makeUser(app);
    const limit = limitsFor('free').savedSearches;
    for (let i = 0; i < limit; i++) await makeSavedSearch(app, free, { title: `Search ${i}` });
    const over = await call('POST', '/user/search', free, { title: 'One more', filters: {} });
    expect(over.status).toBe(403);
    expectContract('createSavedSearch', 403, over.body);
    expect(over.body.message).toBe(limitReached(limit));
    // Deleting one makes room again.
    const [first] = (await ok('listSavedSearches', 'GET', '/user/searches', free)).items;
    await ok('deleteSavedSearch', 'DELETE', `/user/search/${first.id}`, free);
    await makeSavedSearch(app, free, { title: 'Room again' });

    const pro = await makeUser(app, { membershipLevel: 'pro' });
    expect(limitsFor('pro').savedSearches).toBeGreaterThan(limit);
    for (let i = 0; i <= limit; i++) await makeSavedSearch(app, pro, { title: `Pro ${i}` });
    expect((await ok('countSavedSearches', 'GET', '/user/searches/count', pro)).count).toBe(
      limit + 1,
    );
  });
});

describe('listing, counting and deleting saved searches', () => {
  it("lists and counts the caller's own, newest first, a page at a time", async () => {
    const ana = await makeUser(app, { membershipLevel: 'pro' });
    const bob = await makeUser(app);
    const made = [];
    for (const title of ['First', 'Second', 'Third']) {
      made.push(await makeSavedSearch(app, ana, { title }));
    }
    await makeSavedSearch(app, bob, { title: "Bob's" });
    const all = await ok('listSavedSearches', 'GET', '/user/searches', ana);
    expect(all.items.map((s: any) => s.title)).toEqual(['Third', 'Second', 'First']);
    const second = await ok('listSavedSearches', 'GET', '/user/searches?skip=1&limit=1', ana);
    expect(second.items.map((s: any) => s.id)).toEqual([made[1].id]);
    expect((await ok('countSavedSearches', 'GET', '/user/searches/count', ana)).count).toBe(3);
    expect((await ok('countSavedSearches', 'GET', '/user/searches/count', bob)).count).toBe(1);
    expect((await call('GET', '/user/searches?limit=0', ana)).status).toBe(400);
  });

  it("deletes one's own; another person's, or an unknown one, is not found", async () => {
    const ana = await makeUser(app);
    const bob = await makeUser(app);
    const search = await makeSavedSearch(app, ana);
    const byBob = await call('DELETE', `/user/search/${search.id}`, bob);
    expect(byBob.status).toBe(404);
    expectContract('deleteSavedSearch', 404, byBob.body);
    expect(byBob.body.message).toBe(SEARCH_NOT_FOUND);
    // Staff have no say over a person's saved searches either.
    const staff = await makeUser(app, { role: 'admin' });
    expect((await call('DELETE', `/user/search/${search.id}`, staff)).status).toBe(404);
    await ok('deleteSavedSearch', 'DELETE', `/user/search/${search.id}`, ana);
    expect((await call('DELETE', `/user/search/${search.id}`, ana)).status).toBe(404);
    expect((await call('DELETE', `/user/search/${UNKNOWN_ID}`, ana)).status).toBe(404);
    expect((await call('DELETE', '/user/search/not-an-id', ana)).status).toBe(400);
    expect((await ok('listSavedSearches', 'GET', '/user/searches', ana)).items).toEqual([]);
  });
});

describe('the unsubscribe link', () => {
  it('opens a page that names the search and asks, without changing anything', async () => {
    const ana = await makeUser(app);
    const search = await makeSavedSearch(app, ana, { title: 'Decks & <porches>' });
    const token = await tokenOf(search.id);
    const response = await page('GET', `token=${encodeURIComponent(token)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Decks &#38; &#60;porches&#62;');
    expect(html).toContain('<form method="post"');
    expect(html).toContain(`action="/api/searches/unsubscribe?token=${encodeURIComponent(token)}"`);
    expect(await scheduleOf(search.id)).toBe('daily');
  });

  it("the page's button turns the mails off without signing in, and again is fine", async () => {
    const ana = await makeUser(app);
    const search = await makeSavedSearch(app, ana, { schedule: 'weekly' });
    const token = encodeURIComponent(await tokenOf(search.id));
    const response = await page('POST', `token=${token}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('no more mails');
    expect(await scheduleOf(search.id)).toBe('never');
    // The search stays, and its owner still sees it.
    const listed = await ok('listSavedSearches', 'GET', '/user/searches', ana);
    expect(listed.items.map((s: any) => [s.id, s.schedule])).toEqual([[search.id, 'never']]);
    const again = await page('GET', `token=${token}`);
    expect(await again.text()).toContain('sends you no mails already');
    const json = await page('POST', `token=${token}`, 'application/json');
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ ok: true });
  });

  it('answers not found for an unknown or missing token, and changes nobody else', async () => {
    const ana = await makeUser(app);
    const search = await makeSavedSearch(app, ana);
    const token = await tokenOf(search.id);
    const getPage = await page('GET', `token=${token.slice(0, -2)}xx`);
    expect(getPage.status).toBe(404);
    expect(await getPage.text()).toContain('This link does not work any more');
    const post = await page('POST', 'token=nope', 'application/json');
    expect(post.status).toBe(404);
    const body = (await post.json()) as { message: string };
    expectContract('unsubscribeSavedSearch', 404, body);
    expect(body.message).toBe(UNSUBSCRIBE_NOT_FOUND);
    expect((await page('GET', '')).status).toBe(400);
    expect(await scheduleOf(search.id)).toBe('daily');
  });
});
