// The Stripe provider against a loopback stand-in of Stripe's HTTP API, driven by the real
// `stripe` client: the browser's token instead of card details, idempotency keys on every call,
// webhooks verified by signature on the raw body, and 100 shuffled, duplicated deliveries that end
// in the same state as the same events delivered once, in order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { makeUser, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { startStripeStandIn, type StripeStandIn } from '../../../test/support/stripe-stand-in';
import { MEMBERSHIP_PRODUCT_IDS } from '../../platform/db/migrations/0023_payments';
import { WEBHOOK_PATH } from './webhook';

const SECRET = 'whsec_test_secret';
let stand: StripeStandIn;
let app: TestApp;

beforeAll(async () => {
  stand = await startStripeStandIn();
  app = await startTestApp({
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    STRIPE_API_URL: stand.url,
  });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await stand?.close();
});

/** What the browser does: the card goes to the processor, our server gets the token. */
async function tokenise(number: string): Promise<string> {
  const response = await fetch(`${stand.url}/v1/payment_methods`, {
    method: 'POST',
    headers: {
      authorization: 'Bearer pk_test_123',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      type: 'card',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': '2039',
      'card[cvc]': '123',
    }),
  });
  return ((await response.json()) as { id: string }).id;
}

async function deliver(event: object, secret = SECRET) {
  const { body, signature } = stand.sign(event, secret);
  return fetch(`${app.url}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
}

async function buy(user: TestUser, number: string) {
  const response = await api(app.url, 'POST', '/user/membership/level/buy', {
    token: user.token,
    body: { levelId: MEMBERSHIP_PRODUCT_IDS.pro, card: { token: await tokenise(number) } },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return app.database.db
    .selectFrom('payment_subscriptions')
    .selectAll()
    .where('user_id', '=', user.id)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
}

const firstCharge = async (subscriptionId: string) =>
  (
    await app.database.db
      .selectFrom('payment_transactions')
      .select('provider_ref')
      .where('subscription_id', '=', subscriptionId)
      .where('reason', '=', 'first')
      .executeTakeFirstOrThrow()
  ).provider_ref!;

/** Level, subscription and charges of a person, without ids and times. */
async function stateOf(user: TestUser) {
  const db = app.database.db;
  const level = await db
    .selectFrom('users')
    .select('membership_level')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const subs = await db
    .selectFrom('payment_subscriptions')
    .select(['state', 'provider_ref', 'current_period_end'])
    .where('user_id', '=', user.id)
    .execute();
  const charges = await db
    .selectFrom('payment_transactions')
    .select(['state', 'reason'])
    .where('user_id', '=', user.id)
    .orderBy('reason')
    .orderBy('state')
    .execute();
  return {
    level: level.membership_level,
    subscriptions: subs.map((s) => ({
      state: s.state,
      // The period ends where Stripe says (renewed) or a month after confirmation.
      atStripePeriodEnd:
        s.current_period_end?.getTime() ===
        stand.objects.get(s.provider_ref!)!.items.data[0].current_period_end * 1000,
    })),
    charges,
  };
}

describe('the Stripe provider', () => {
  it('lets the page reach the processor it tokenises with (CSP connect-src), and tells it where', async () => {
    const origin = new URL(stand.url).origin;
    const csp = (await fetch(`${app.url}/`)).headers.get('content-security-policy') ?? '';
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(connect).toContain(origin);
    const user = await makeUser(app);
    const config = await api(app.url, 'GET', '/user/payments/config', { token: user.token });
    expect(config.body).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_123',
      apiUrl: stand.url,
    });
  });

  it('takes a token, never card details, and calls Stripe with an idempotency key each time', async () => {
    const ana = await makeUser(app);
    const details = await api(app.url, 'POST', '/user/membership/level/buy', {
      token: ana.token,
      body: {
        levelId: MEMBERSHIP_PRODUCT_IDS.pro,
        card: { number: '4242424242424242', expiry: '12/39', cvc: '123', holder: 'Ana' },
      },
    });
    expect(details.status).toBe(400);
    expect(Object.keys(details.body.errors)).toEqual(['card']);

    const config = await api(app.url, 'GET', '/user/payments/config', { token: ana.token });
    expectContract('getPaymentConfig', 200, config.body);
    expect(config.body).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_123',
      apiUrl: stand.url,
    });

    const sub = await buy(ana, '4242424242424242');
    expect(sub).toMatchObject({ state: 'pending', card_brand: 'visa', card_last4: '4242' });
    const posts = stand.requests.filter(
      (r) => r.method === 'POST' && r.path !== '/v1/payment_methods',
    );
    expect(posts.map((r) => r.path)).toEqual([
      '/v1/customers',
      '/v1/products',
      '/v1/subscriptions',
    ]);
    expect(posts.every((r) => r.idempotencyKey)).toBe(true);

    for (const event of stand.settle(await firstCharge(sub.id))) {
      expect((await deliver(event)).status).toBe(200);
    }
    expect((await stateOf(ana)).level).toBe('pro');
    const status = await api(app.url, 'GET', '/user/membership/level', { token: ana.token });
    expect(status.body).toMatchObject({ state: 'active', level: { key: 'pro' } });

    const cancel = await api(app.url, 'POST', '/user/membership/cancel', { token: ana.token });
    expect(cancel.status).toBe(200);
    expect(stand.objects.get(sub.provider_ref!)!.cancel_at_period_end).toBe(true);
    expect(stand.requests.at(-1)).toMatchObject({
      method: 'POST',
      idempotencyKey: `cancel:${sub.id}`,
    });
  });

  it('refuses a webhook whose signature is wrong and changes nothing', async () => {
    const ana = await makeUser(app);
    const sub = await buy(ana, '4242424242424242');
    const [paid] = stand.settle(await firstCharge(sub.id));
    expect((await deliver(paid!, 'whsec_wrong')).status).toBe(400);
    const tampered = stand.sign(paid!, SECRET);
    const response = await fetch(`${app.url}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': tampered.signature },
      body: tampered.body.replace('invoice.paid', 'invoice.paid '),
    });
    expect(response.status).toBe(400);
    expect((await stateOf(ana)).level).toBe('free');
  });

  it('ends in the same state from 100 shuffled, duplicated events as from the ordered ones', async () => {
    type Scenario = (user: TestUser) => Promise<object[]>;
    const scenarios: Scenario[] = [
      // Bought, renewed twice.
      async (user) => {
        const sub = await buy(user, '4242424242424242');
        return [
          ...stand.settle(await firstCharge(sub.id)),
          ...stand.renew(sub.provider_ref!),
          ...stand.renew(sub.provider_ref!),
        ];
      },
      // Declined at once.
      async (user) => {
        const sub = await buy(user, '4000000000000002');
        return stand.settle(await firstCharge(sub.id));
      },
      // Bought, renewed, then ended.
      async (user) => {
        const sub = await buy(user, '5555555555554444');
        return [
          ...stand.settle(await firstCharge(sub.id)),
          ...stand.renew(sub.provider_ref!),
          ...stand.end(sub.provider_ref!),
        ];
      },
      // Bought and kept.
      async (user) => {
        const sub = await buy(user, '4242424242424242');
        return stand.settle(await firstCharge(sub.id));
      },
    ];

    const ordered: TestUser[] = [];
    for (const scenario of scenarios) {
      const user = await makeUser(app);
      ordered.push(user);
      for (const event of await scenario(user)) expect((await deliver(event)).status).toBe(200);
    }

    const shuffledUsers: TestUser[] = [];
    const events: object[] = [];
    for (const scenario of scenarios) {
      const user = await makeUser(app);
      shuffledUsers.push(user);
      events.push(...(await scenario(user)));
    }
    let seed = 21;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const deliveries = Array.from({ length: 100 }, (_, i) => events[i % events.length]!);
    for (let i = deliveries.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
    }
    expect(new Set(deliveries).size).toBe(events.length);
    for (const event of deliveries) expect((await deliver(event)).status).toBe(200);

    const expected = ['pro', 'free', 'free', 'pro'];
    for (const [index, user] of ordered.entries()) {
      const want = await stateOf(user);
      expect(want.level).toBe(expected[index]);
      expect(await stateOf(shuffledUsers[index]!)).toEqual(want);
    }
    expect((await stateOf(ordered[0]!)).charges).toHaveLength(3);
  });
});
