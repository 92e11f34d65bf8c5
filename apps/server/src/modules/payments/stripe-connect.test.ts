// Stripe Connect and refunds with the Stripe provider, against the loopback stand-in of Stripe's
// HTTP API driven by the real `stripe` client; every assertion on a request is on the exact
// parameters the client sent. A creator without a connected account cannot offer paid levels;
// onboarding makes an Express account and an account link; `account.updated` webhooks (duplicated,
// out of order) connect it; subscriptions to the creator become destination charges with the
// platform's fee; a refund goes to the PaymentIntent that paid the invoice, with an idempotency key,
// and stops the Stripe subscription at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls } from '../../../test/support/calls';
import { startTestApp, type TestApp } from '../../../test/support/app';
import { eventually } from '../../../test/support/eventually';
import { makeUser, type TestUser } from '../../../test/support/factories';
import { startStripeStandIn, type StripeStandIn } from '../../../test/support/stripe-stand-in';
import { stripeProvider } from '../../platform/payments/stripe-provider';
import { WEBHOOK_PATH } from './webhook';

const SECRET = 'whsec_test_secret';
let stand: StripeStandIn;
let app: TestApp;

beforeAll(async () => {
  stand = await startStripeStandIn();
  app = await startTestApp({
    PAYMENTS_PROVIDER: 'stripe',
    PAYMENTS_PLATFORM_FEE_PERCENT: '10',
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    STRIPE_API_URL: stand.url,
  });
}, 300_000);
afterAll(async () => {
  await app?.close();
  await stand?.close();
});

const { call, ok } = apiCalls(() => app);

async function deliver(event: object) {
  const { body, signature } = stand.sign(event, SECRET);
  const response = await fetch(`${app.url}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
  expect(response.status).toBe(200);
}

/** What the browser does: the card goes to the processor, our server gets the token. */
async function tokenise(number: string): Promise<string> {
  const response = await fetch(`${stand.url}/v1/payment_methods`, {
    method: 'POST',
    headers: { authorization: 'Bearer pk_test_123' },
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

/** Onboards a creator's Express account to the end; answers its id. */
async function connected(user: TestUser): Promise<string> {
  await ok('createPayoutOnboarding', 'POST', '/user/pro/payouts/onboarding', user);
  const accountId = [...stand.objects.values()].find(
    (o) => o.object === 'account' && o.metadata.userId === user.id,
  )!.id as string;
  for (const event of stand.onboard(accountId)) await deliver(event);
  return accountId;
}

const since = (mark: number) => stand.requests.slice(mark).filter((r) => r.method !== 'GET');
const level = { title: 'Gold', price: 1000, currency: 'USD', period: 'month', benefits: [] };

describe('Stripe Connect', () => {
  it('needs a connected account for paid levels; onboards through Express and account.updated', async () => {
    const ana = await makeUser(app);
    const refused = await call('POST', '/user/profile/settings/pro/level', ana, level);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Connect a payout account first/);
    expect(await ok('getPayoutAccount', 'GET', '/user/pro/payouts', ana)).toEqual({
      state: 'none',
      required: true,
      platformFeePercent: 10,
    });

    const mark = stand.requests.length;
    const started = await ok('createPayoutOnboarding', 'POST', '/user/pro/payouts/onboarding', ana);
    const [account, link] = since(mark);
    expect(account).toMatchObject({
      path: '/v1/accounts',
      idempotencyKey: `payout-account:${ana.id}`,
      body: {
        type: 'express',
        email: ana.email,
        capabilities: { card_payments: { requested: 'true' }, transfers: { requested: 'true' } },
        metadata: { userId: ana.id },
      },
    });
    const accountId = [...stand.objects.values()].find(
      (o) => o.object === 'account' && o.metadata.userId === ana.id,
    )!.id as string;
    expect(link).toMatchObject({
      path: '/v1/account_links',
      body: {
        account: accountId,
        type: 'account_onboarding',
        return_url: expect.stringMatching(/\/subscriptions\/levels\?payouts=returned$/),
        refresh_url: expect.stringMatching(/\/subscriptions\/levels\?payouts=refresh$/),
      },
    });
    expect(started).toEqual({
      account: { state: 'pending', required: true, platformFeePercent: 10 },
      url: `${stand.url}/connect/onboarding/${accountId}`,
    });
    // Pressed again: the same account (one per person), a new link.
    const second = stand.requests.length;
    await ok('createPayoutOnboarding', 'POST', '/user/pro/payouts/onboarding', ana);
    expect(since(second).map((r) => r.path)).toEqual(['/v1/account_links']);
    expect(
      [...stand.objects.values()].filter(
        (o) => o.object === 'account' && o.metadata.userId === ana.id,
      ),
    ).toHaveLength(1);

    // An older event (not yet enabled) arrives after the newer one, and both twice: the account
    // is read again from Stripe each time, so it ends connected.
    const stale = {
      id: 'evt_stale_account',
      object: 'event',
      type: 'account.updated',
      created: 1,
      data: { object: { id: accountId, object: 'account' } },
    };
    const [fresh] = stand.onboard(accountId);
    await deliver(fresh!);
    await deliver(stale);
    await deliver(fresh!);
    await deliver(stale);
    expect((await ok('getPayoutAccount', 'GET', '/user/pro/payouts', ana)).state).toBe('connected');
    const handled = await app.database.db
      .selectFrom('payment_events')
      .select('event_id')
      .where('event_id', 'in', [fresh!.id, stale.id])
      .execute();
    expect(handled).toHaveLength(2);

    await ok('createProLevel', 'POST', '/user/profile/settings/pro/level', ana, level, 201);
  });

  it('refuses a subscription to a creator whose account Stripe restricted', async () => {
    const [ana, ben] = [await makeUser(app), await makeUser(app)];
    const accountId = await connected(ana);
    const gold = await ok(
      'createProLevel',
      'POST',
      '/user/profile/settings/pro/level',
      ana,
      level,
      201,
    );
    // Stripe stops the account taking charges (more details needed).
    const account = stand.objects.get(accountId)!;
    account.charges_enabled = false;
    await deliver({
      id: `evt_restricted_${accountId}`,
      object: 'event',
      type: 'account.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: accountId, object: 'account' } },
    });
    expect((await ok('getPayoutAccount', 'GET', '/user/pro/payouts', ana)).state).toBe(
      'restricted',
    );
    const token = await tokenise('4242424242424242');
    const mark = stand.requests.length;
    const response = await call('POST', `/user/subscription/${gold.id}`, ben, { card: { token } });
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/cannot take payments yet/);
    expect(since(mark)).toEqual([]);
  });

  it('makes destination charges with the platform fee, and refunds through the PaymentIntent', async () => {
    const [ana, ben] = [await makeUser(app), await makeUser(app)];
    const accountId = await connected(ana);
    const gold = await ok(
      'createProLevel',
      'POST',
      '/user/profile/settings/pro/level',
      ana,
      level,
      201,
    );

    const mark = stand.requests.length;
    const token = await tokenise('4242424242424242');
    await ok(
      'subscribeToProLevel',
      'POST',
      `/user/subscription/${gold.id}`,
      ben,
      { card: { token } },
      201,
    );
    const created = since(mark).find((r) => r.path === '/v1/subscriptions')!;
    expect(created.body).toMatchObject({
      default_payment_method: token,
      application_fee_percent: '10',
      transfer_data: { destination: accountId },
      items: [
        { price_data: { currency: 'usd', unit_amount: '1000', recurring: { interval: 'month' } } },
      ],
    });
    const db = app.database.db;
    const payment = await db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('user_id', '=', ben.id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ payee_account: accountId, platform_fee: 100, net_amount: 900 });
    for (const event of stand.settle(payment.provider_ref!)) await deliver(event);
    await eventually(
      async () =>
        (await ok('listOwnSubscriptions', 'GET', '/user/subscriptions', ben)).items[0].state ===
        'active',
    );

    const refundMark = stand.requests.length;
    const refunded = await ok(
      'refundTransaction',
      'POST',
      `/user/payments/transaction/${payment.id}/refund`,
      ana,
    );
    expect(refunded.state).toBe('refunded');
    const invoice = stand.objects.get(payment.provider_ref!)!;
    const intent = invoice.payments.data[0].payment.payment_intent;
    const refundCalls = since(refundMark);
    expect(refundCalls.find((r) => r.path === '/v1/refunds')).toMatchObject({
      idempotencyKey: `refund:${payment.id}`,
      body: { payment_intent: intent },
    });
    const stripeSub = stand.objects.get(
      (
        await db
          .selectFrom('payment_subscriptions')
          .select('provider_ref')
          .where('user_id', '=', ben.id)
          .executeTakeFirstOrThrow()
      ).provider_ref!,
    )!;
    expect(
      refundCalls.some(
        (r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${stripeSub.id}`,
      ),
    ).toBe(true);
    expect(stripeSub.status).toBe('canceled');
    expect(
      (await ok('listOwnSubscriptions', 'GET', '/user/subscriptions', ben)).items[0].state,
    ).toBe('inactive');
  });

  it('sends application_fee_amount and the destination on a one-off creator charge', async () => {
    const provider = stripeProvider({
      secretKey: 'sk_test_123',
      webhookSecret: SECRET,
      apiUrl: stand.url,
    });
    const token = await tokenise('4242424242424242');
    const mark = stand.requests.length;
    await provider.charge({
      transactionId: 'tx-1',
      idempotencyKey: 'tx-1',
      amount: 2500,
      currency: 'EUR',
      description: 'A tip',
      customerEmail: 'ben@example.test',
      source: { token },
      split: { platformFee: 250, feePercent: 10, payeeAccount: 'acct_creator' },
    });
    const [intent] = since(mark).filter((r) => r.path === '/v1/payment_intents');
    expect(intent).toMatchObject({
      idempotencyKey: 'tx-1:intent',
      body: {
        amount: '2500',
        currency: 'eur',
        application_fee_amount: '250',
        transfer_data: { destination: 'acct_creator' },
        metadata: { transactionId: 'tx-1' },
      },
    });
  });
});
