// Pro levels and subscriptions through the API: offering levels (bounds, the documented number,
// owner-only edit and withdrawal), subscribing (free at once; paid through the sandbox processor:
// pending, then active or inactive), own subscriptions with state, q, sort and counts, the
// creator's subscribers (note, activate, cancel, ban; a banned person cannot come back until
// activated), payments and earnings (gross, fee, net), blue dots that never go below 0, and the
// creator's notifications. Owner, other person, visitor and bad input; every answer checked
// against the contract.
import { PRO_LEVELS_MAX } from '@trestle/core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { apiCalls } from '../../../test/support/calls';
import { eventually } from '../../../test/support/eventually';
import { makeProLevel, makeUser, type TestUser } from '../../../test/support/factories';
import {
  ALREADY_SUBSCRIBED,
  BANNED,
  CARD_REQUIRED,
  NOT_LEVEL_OWNER,
  NOT_SUBSCRIPTION_OWNER,
  OWN_LEVEL,
  TOO_MANY_LEVELS,
} from './policy';

const app = useTestApp({
  PAYMENTS_SANDBOX_CONFIRM_SECONDS: '1',
  PAYMENTS_PLATFORM_FEE_PERCENT: '10',
});
const UNKNOWN_ID = '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10';
const card = (number: string) => ({ number, expiry: '12/39', cvc: '123', holder: 'Ana Builder' });

const { call, ok } = apiCalls(() => app);

const subscribe = (user: TestUser, level: { id: string }, body?: unknown) =>
  ok('subscribeToProLevel', 'POST', `/user/subscription/${level.id}`, user, body, 201);
const subscribers = (owner: TestUser, query = '') =>
  ok('listProSubscribers', 'GET', `/user/pro/subscribers${query}`, owner);
const mine = (user: TestUser, query = '') =>
  ok('listOwnSubscriptions', 'GET', `/user/subscriptions${query}`, user);
const dots = (user: TestUser) => ok('getSubscriptionDots', 'GET', '/user/subscriptions/dots', user);

async function notificationsOf(user: TestUser): Promise<string[]> {
  const body = await ok('listNotifications', 'GET', '/user/notifications', user);
  return body.items.filter((n: any) => n.type === 'subscription').map((n: any) => n.text);
}

describe('offering pro levels', () => {
  it('keeps the fields, lists them cheapest first, and edits and withdraws them (owner only)', async () => {
    const [ana, ben] = [await makeUser(app), await makeUser(app)];
    const gold = await ok(
      'createProLevel',
      'POST',
      '/user/profile/settings/pro/level',
      ana,
      {
        title: '  Gold ',
        description: 'Site walk-throughs',
        price: 1999,
        currency: 'EUR',
        period: 'year',
        benefits: [' Premium posts ', 'Monthly call'],
      },
      201,
    );
    expect(gold).toMatchObject({
      title: 'Gold',
      price: 1999,
      currency: 'EUR',
      period: 'year',
      benefits: ['Premium posts', 'Monthly call'],
      subscribersCount: 0,
      subscriptions: null,
      withdrawn: false,
    });
    await makeProLevel(app, ana, { title: 'Bronze', price: 0 });
    const list = await ok('listOwnProLevels', 'GET', '/user/profile/settings/pro/levels', ana);
    expect(list.items.map((l: any) => l.title)).toEqual(['Bronze', 'Gold']);

    const path = `/user/profile/settings/pro/level/${gold.id}`;
    expect((await call('POST', path, ben, { title: 'Mine' })).body.message).toBe(NOT_LEVEL_OWNER);
    expect((await call('POST', path, ben, { title: 'Mine' })).status).toBe(403);
    expect((await call('DELETE', path, ben)).status).toBe(403);
    expect((await call('POST', path, null, { title: 'Mine' })).status).toBe(401);
    const empty = await call('POST', path, ana, {});
    expect(empty.status, JSON.stringify(empty.body)).toBe(400);
    expect((await call('POST', path, ana, { price: -1 })).status).toBe(400);
    expect(
      (await call('POST', `/user/profile/settings/pro/level/${UNKNOWN_ID}`, ana, { title: 'x' }))
        .status,
    ).toBe(404);
    const edited = await ok('updateProLevel', 'POST', path, ana, { price: 2500, benefits: [] });
    expect(edited).toMatchObject({ title: 'Gold', price: 2500, currency: 'EUR', benefits: [] });

    await ok('deleteProLevel', 'DELETE', path, ana);
    expect((await call('DELETE', path, ana)).status).toBe(404);
    const after = await ok('listOwnProLevels', 'GET', '/user/profile/settings/pro/levels', ana);
    expect(after.items.map((l: any) => l.title)).toEqual(['Bronze']);
    expect((await call('POST', `/user/subscription/${gold.id}`, ben, {})).status).toBe(404);
  });

  it('refuses bad input and more levels than the documented number', async () => {
    const ana = await makeUser(app);
    const create = (body: unknown) => call('POST', '/user/profile/settings/pro/level', ana, body);
    expect((await create({ title: 'x', price: 1, currency: 'XXX', period: 'month' })).status).toBe(
      400,
    );
    expect(
      (await create({ title: 'x', price: 1.5, currency: 'USD', period: 'month' })).status,
    ).toBe(400);
    expect((await create({ title: ' ', price: 1, currency: 'USD', period: 'month' })).status).toBe(
      400,
    );
    expect((await create({ title: 'x', price: 1, currency: 'USD', period: 'week' })).status).toBe(
      400,
    );
    expect((await call('POST', '/user/profile/settings/pro/level', null, {})).status).toBe(401);
    for (let i = 0; i < PRO_LEVELS_MAX; i += 1) await makeProLevel(app, ana);
    const over = await create({ title: 'One more', price: 0, currency: 'USD', period: 'month' });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(TOO_MANY_LEVELS);
  });
});

describe('subscribing', () => {
  it('makes a free subscription active at once, shows it on both sides, and tells the creator', async () => {
    const [ana, ben] = [await makeUser(app), await makeUser(app)];
    const level = await makeProLevel(app, ana, { title: 'Crew' });
    expect((await call('POST', `/user/subscription/${level.id}`, ana, {})).body.message).toBe(
      OWN_LEVEL,
    );
    expect((await call('POST', `/user/subscription/${level.id}`, null, {})).status).toBe(401);
    expect((await call('POST', `/user/subscription/${UNKNOWN_ID}`, ben, {})).status).toBe(404);

    const sub = await subscribe(ben, level);
    expect(sub).toMatchObject({
      state: 'active',
      expires: null,
      owner: { id: ben.id, note: null },
    });
    const again = await call('POST', `/user/subscription/${level.id}`, ben, {});
    expect([again.status, again.body.message]).toEqual([409, ALREADY_SUBSCRIBED]);

    expect((await mine(ben)).items.map((s: any) => s.id)).toEqual([sub.id]);
    expect((await subscribers(ana, '?state=active')).items.map((s: any) => s.id)).toEqual([sub.id]);
    expect((await subscribers(ana, '?state=banned')).items).toEqual([]);
    const levels = await ok('listOwnProLevels', 'GET', '/user/profile/settings/pro/levels', ana);
    expect(levels.items[0].subscribersCount).toBe(1);
    const profile = await ok('getProfile', 'GET', `/user/profile/${ana.id}`, ben);
    expect(profile.levels).toMatchObject([
      { id: level.id, subscriptions: { id: sub.id, state: 'active' } },
    ]);
    expect(profile.subscriptions_current).toBe(true);
    await eventually(async () => (await notificationsOf(ana)).length === 1 || undefined);
    expect(await notificationsOf(ana)).toEqual([`subscribed to your level Crew`]);
  });

  it('charges a paid level through the sandbox: pending, then active with gross, fee and net', async () => {
    const [ana, ben, cyd] = [await makeUser(app), await makeUser(app), await makeUser(app)];
    const level = await makeProLevel(app, ana, { title: 'Gold', price: 1000 });
    const missing = await call('POST', `/user/subscription/${level.id}`, ben, {});
    expect([missing.status, missing.body.message]).toEqual([400, CARD_REQUIRED]);
    const expired = await call('POST', `/user/subscription/${level.id}`, ben, {
      card: { ...card('4242424242424242'), expiry: '01/20' },
    });
    expect(expired.status).toBe(400);
    expect(Object.keys(expired.body.errors ?? {})).toContain('expiry');

    const pending = await subscribe(ben, level, { card: card('4242424242424242') });
    expect(pending.state).toBe('pending');
    const active = await eventually(async () => {
      const [s] = (await mine(ben)).items;
      return s.state === 'active' && s;
    });
    expect(new Date(active.expires).getTime()).toBeGreaterThan(Date.now());

    const declined = await subscribe(cyd, level, { card: card('4000000000000002') });
    expect(declined.state).toBe('pending');
    await eventually(async () => (await mine(cyd)).items[0].state === 'inactive');
    await eventually(async () =>
      (await notificationsOf(ana)).some((t) => t.startsWith('could not be charged')),
    );

    const payments = await ok(
      'listProSubscriberPayments',
      'GET',
      `/user/pro/subscriber/${active.id}/payment`,
      ana,
    );
    expect(payments.items).toMatchObject([
      { amount: 1000, state: 'succeeded', card: { last4: '4242' } },
    ]);
    expect((await call('GET', `/user/pro/subscriber/${active.id}/payment`, ben)).status).toBe(403);
    const earnings = await ok('listProEarnings', 'GET', '/user/pro/earnings', ana);
    expect(earnings.items).toMatchObject([
      {
        levelId: level.id,
        title: 'Gold',
        currency: 'USD',
        payments: 1,
        gross: 1000,
        fee: 100,
        net: 900,
      },
    ]);
    expect((await ok('listProEarnings', 'GET', '/user/pro/earnings', ben)).items).toEqual([]);

    // Cancelling keeps it to the end of the paid period; the creator hears of it.
    await ok('unsubscribeFromProLevel', 'DELETE', `/user/subscription/${level.id}`, ben);
    expect((await mine(ben)).items[0].state).toBe('active');
    await eventually(async () =>
      (await notificationsOf(ana)).some((t) => t.startsWith('cancelled their subscription')),
    );
    expect((await call('DELETE', `/user/subscription/${UNKNOWN_ID}`, ben)).status).toBe(404);
  });
});

describe('managing subscribers', () => {
  it('keeps a private note, cancels, bans (no coming back) and activates, owner only', async () => {
    const [ana, ben, cyd] = [await makeUser(app), await makeUser(app), await makeUser(app)];
    const level = await makeProLevel(app, ana);
    const sub = await subscribe(ben, level);
    const path = (what: string) => `/user/pro/subscriber/${sub.id}${what}`;

    const noted = await ok('setProSubscriberNote', 'POST', path('/note'), ana, {
      note: ' Pays on time ',
    });
    expect(noted.owner.note).toEqual({ note: 'Pays on time' });
    expect((await mine(ben)).items[0].owner.note).toBeNull();
    expect((await call('POST', path('/note'), ben, { note: 'x' })).body.message).toBe(
      NOT_SUBSCRIPTION_OWNER,
    );
    expect((await call('POST', path('/note'), ana, { note: 'x'.repeat(2001) })).status).toBe(400);
    expect(
      (await call('POST', `/user/pro/subscriber/${UNKNOWN_ID}/note`, ana, { note: 'x' })).status,
    ).toBe(404);
    const profile = await ok('getProfile', 'GET', `/user/profile/${ben.id}`, ana);
    expect(profile.note).toEqual({ note: 'Pays on time' });

    for (const [method, what] of [
      ['DELETE', ''],
      ['POST', '/ban'],
      ['POST', '/activate'],
    ] as const) {
      expect((await call(method, path(what), cyd)).status).toBe(403);
      expect((await call(method, path(what), null)).status).toBe(401);
    }
    await ok('cancelProSubscriber', 'DELETE', path(''), ana);
    expect((await mine(ben)).items[0].state).toBe('inactive');
    const banned = await ok('banProSubscriber', 'POST', path('/ban'), ana);
    expect(banned.state).toBe('banned');
    const back = await call('POST', `/user/subscription/${level.id}`, ben, {});
    expect([back.status, back.body.message]).toEqual([403, BANNED]);
    expect((await subscribers(ana, '?state=banned')).items.map((s: any) => s.id)).toEqual([sub.id]);

    const activated = await ok('activateProSubscriber', 'POST', path('/activate'), ana);
    expect(activated.state).toBe('active');
    expect((await call('POST', `/user/subscription/${level.id}`, ben, {})).status).toBe(409);
  });

  it('lists by state, q and sort, 25 a page, with counts on both sides', async () => {
    const ana = await makeUser(app);
    const level = await makeProLevel(app, ana);
    const people = [];
    for (let i = 0; i < 27; i += 1) {
      const person = await makeUser(app, i === 0 ? { username: `zed_finder_${Date.now()}` } : {});
      await subscribe(person, level);
      people.push(person);
    }
    const first = await subscribers(ana);
    expect(first.items).toHaveLength(25);
    expect(first.items[0].owner.id).toBe(people[26]!.id);
    const oldest = await subscribers(ana, '?sort=ASC&limit=1');
    expect(oldest.items[0].owner.id).toBe(people[0]!.id);
    expect((await subscribers(ana, '?skip=25')).items).toHaveLength(2);
    const found = await subscribers(ana, '?q=ZED_FINDER');
    expect(found.items.map((s: any) => s.owner.id)).toEqual([people[0]!.id]);
    expect(await ok('countProSubscribers', 'GET', '/user/pro/subscribers/count', ana)).toEqual({
      count: 27,
    });
    expect(
      await ok('countProSubscribers', 'GET', '/user/pro/subscribers/count?type=banned', ana),
    ).toEqual({ count: 0 });
    expect(
      await ok('countOwnSubscriptions', 'GET', '/user/subscriptions/count?type=active', people[1]!),
    ).toEqual({ count: 1 });
    expect((await call('GET', '/user/subscriptions?state=gone', ana)).status).toBe(400);
    expect((await call('GET', '/user/pro/subscribers?limit=101', ana)).status).toBe(400);
    expect((await call('GET', '/user/subscriptions', null)).status).toBe(401);
  });

  it('reads a lapsed subscription as inactive at once', async () => {
    const [ana, ben] = [await makeUser(app), await makeUser(app)];
    const level = await makeProLevel(app, ana);
    const sub = await subscribe(ben, level);
    await sql`update pro_subscriptions set expires = now() - interval '1 minute' where id = ${sub.id}`.execute(
      app.database.db,
    );
    expect((await mine(ben)).items[0].state).toBe('inactive');
    expect((await subscribers(ana, '?state=active')).items).toEqual([]);
  });
});

describe('blue dots', () => {
  it('count new subscriptions per side, clear when the tab is opened, and never go below 0', async () => {
    const [ana, ben, cyd] = [await makeUser(app), await makeUser(app), await makeUser(app)];
    const level = await makeProLevel(app, ana);
    await subscribe(ben, level);
    await subscribe(cyd, level);
    expect(await dots(ana)).toEqual({ normal: 0, pro: 2 });
    // A removed subscription lowers the pro dot.
    await ok('unsubscribeFromProLevel', 'DELETE', `/user/subscription/${level.id}`, cyd);
    expect(await dots(ana)).toEqual({ normal: 0, pro: 1 });
    expect(
      await ok('markSubscriptionsSeen', 'POST', '/user/subscriptions/dots/seen', ana, {
        tab: 'pro',
      }),
    ).toEqual({ normal: 0, pro: 0 });
    await ok('unsubscribeFromProLevel', 'DELETE', `/user/subscription/${level.id}`, ben);
    expect(await dots(ana)).toEqual({ normal: 0, pro: 0 });
    // The owner's activation is news for the subscriber (normal dot).
    const [sub] = (await subscribers(ana, '?state=inactive')).items;
    await ok('activateProSubscriber', 'POST', `/user/pro/subscriber/${sub.id}/activate`, ana);
    expect((await dots(sub.owner.id === ben.id ? ben : cyd)).normal).toBe(1);
    expect(
      (await call('POST', '/user/subscriptions/dots/seen', ana, { tab: 'other' })).status,
    ).toBe(400);
    expect((await call('GET', '/user/subscriptions/dots', null)).status).toBe(401);
  });
});
