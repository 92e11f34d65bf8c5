// Memberships and payments through the API on the sandbox processor: products, buying a level
// with each test card (pending first, then confirmed or failed by the background job), the level's
// policies and limits at once, cancelling (kept to the period's end, then lapsed by the renewal
// job), renewals that succeed, fail, retry and lapse (a mail and a notification each time),
// transactions and recurring charges with counts; owner, other person, visitor and bad input; and
// the card statements: the number is in no table and no log line after a purchase.
import { Writable } from 'node:stream';
import { limitsFor } from '@trestle/core';
import { sql } from 'kysely';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { apiCalls } from '../../../test/support/calls';
import { useTestApp } from '../../../test/support/app';
import { eventually, jobsSettled } from '../../../test/support/eventually';
import { makeUser, type TestUser } from '../../../test/support/factories';
import { MEMBERSHIP_PRODUCT_IDS } from '../../platform/db/migrations/0023_payments';
import { fulfil, runRenewals } from '../../platform/payments/index';

const logLines: string[] = [];
const app = useTestApp(
  { PAYMENTS_SANDBOX_CONFIRM_SECONDS: '1', PAYMENTS_RENEWAL_ATTEMPTS: '2' },
  {
    log: pino(
      { level: 'trace' },
      new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    ),
  },
);
const UNKNOWN_ID = '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10';

const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
  otherValid: '5555555555554444',
};
const card = (number: string, more: Record<string, string> = {}) => ({
  number,
  expiry: '12/39',
  cvc: '123',
  holder: 'Ana Builder',
  ...more,
});

const { call, ok } = apiCalls(() => app);

const status = (user: TestUser) => ok('getMembershipStatus', 'GET', '/user/membership/level', user);

async function settledStatus(user: TestUser) {
  return eventually(
    async () => {
      const body = await status(user);
      return body.state !== 'pending' && body;
    },
    { what: 'the payment settled' },
  );
}

async function buy(user: TestUser, level: 'pro' | 'business', number = CARDS.ok) {
  const body = await ok('buyMembership', 'POST', '/user/membership/level/buy', user, {
    levelId: MEMBERSHIP_PRODUCT_IDS[level],
    card: card(number),
  });
  expect(body).toMatchObject({ state: 'pending', level: { key: level } });
  return settledStatus(user);
}

const subscriptionOf = (user: TestUser) =>
  app.database.db
    .selectFrom('payment_subscriptions')
    .selectAll()
    .where('user_id', '=', user.id)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();

const levelOf = async (user: TestUser) =>
  (
    await app.database.db
      .selectFrom('users')
      .select('membership_level')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
  ).membership_level;

/** Moves a subscription's period end (and next attempt) into the past. */
const endPeriod = (id: string) =>
  app.database.db
    .updateTable('payment_subscriptions')
    .set({ current_period_end: new Date(Date.now() - 60_000), next_attempt_at: null })
    .where('id', '=', id)
    .execute();

const systemNotices = (user: TestUser) =>
  app.database.db
    .selectFrom('notifications')
    .select('text')
    .where('recipient_id', '=', user.id)
    .where('type', '=', 'system')
    .execute();

describe('products', () => {
  it('lists the membership levels for a signed-in person, filtered by type', async () => {
    const ana = await makeUser(app);
    const all = await ok('listProducts', 'GET', '/user/products', ana);
    expect(all.items.map((p: any) => p.name)).toEqual(['Free', 'Pro', 'Business']);
    expect(all.items[1]).toMatchObject({ price: 1900, currency: 'USD', interval: 'month' });
    const none = await ok('listProducts', 'GET', '/user/products?type=other', ana);
    expect(none.items).toEqual([]);
    expect((await call('GET', '/user/products?type=moon', ana)).status).toBe(400);
    expect((await call('GET', '/user/products', null)).status).toBe(401);
  });
});

describe('buying a membership', () => {
  it('confirms the pro level after a pending period, and its policies and limits apply at once', async () => {
    const ana = await makeUser(app, { accountType: 'personal' });
    const before = await ok('getOwnProfile', 'GET', '/user/profile', ana);
    expect(before.policies.can_apply_project).toBe(false);
    expect(await status(ana)).toMatchObject({ state: 'active', level: { key: 'free' } });

    const settled = await buy(ana, 'pro');
    expect(settled.state).toBe('active');
    expect(settled.level.key).toBe('pro');
    expect(Date.parse(settled.expires)).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);

    const after = await ok('getOwnProfile', 'GET', '/user/profile', ana);
    expect(after.policies.can_apply_project).toBe(true);
    expect(after.limits).toEqual(limitsFor('pro'));

    const transactions = await ok('listTransactions', 'GET', '/user/payments/transactions', ana);
    expect(transactions.items).toHaveLength(1);
    expect(transactions.items[0]).toMatchObject({
      state: 'succeeded',
      amount: 1900,
      currency: 'USD',
      card: { brand: 'visa', last4: '4242' },
    });
    const subs = await ok('listPaymentSubscriptions', 'GET', '/user/payments/subscriptions', ana);
    expect(subs.items[0]).toMatchObject({ state: 'active', cancelAtPeriodEnd: false });
    expect(
      (await ok('countTransactions', 'GET', '/user/payments/transactions/count', ana)).count,
    ).toBe(1);
    expect(
      (await ok('countPaymentSubscriptions', 'GET', '/user/payments/subscriptions/count', ana))
        .count,
    ).toBe(1);

    // Upgrading again to business replaces pro.
    expect((await buy(ana, 'business')).level.key).toBe('business');
    const states = await app.database.db
      .selectFrom('payment_subscriptions')
      .select('state')
      .where('user_id', '=', ana.id)
      .orderBy('created_at')
      .execute();
    expect(states.map((s) => s.state)).toEqual(['expired', 'active']);
  });

  it('fails a declined card and one without funds, leaving the level free', async () => {
    const ana = await makeUser(app);
    const declined = await buy(ana, 'pro', CARDS.declined);
    expect(declined).toMatchObject({ state: 'missing', level: { key: 'free' } });
    const poor = await buy(ana, 'pro', CARDS.insufficient);
    expect(poor.state).toBe('missing');
    expect(await levelOf(ana)).toBe('free');
    const rows = await app.database.db
      .selectFrom('payment_transactions')
      .select(['state', 'failure_code', 'card_last4'])
      .where('user_id', '=', ana.id)
      .orderBy('created_at')
      .execute();
    expect(rows).toEqual([
      { state: 'failed', failure_code: 'card_declined', card_last4: '0002' },
      { state: 'failed', failure_code: 'insufficient_funds', card_last4: '9995' },
    ]);
  });

  it('accepts any other Luhn-valid number, keeping its brand', async () => {
    const ana = await makeUser(app);
    expect((await buy(ana, 'pro', CARDS.otherValid)).state).toBe('active');
    const [row] = await ok('listTransactions', 'GET', '/user/payments/transactions', ana).then(
      (b) => b.items,
    );
    expect(row.card).toEqual({ brand: 'master', last4: '4444' });
  });

  it('refuses bad cards field by field, unknown or free levels, a held level, a visitor', async () => {
    const ana = await makeUser(app);
    const path = '/user/membership/level/buy';
    const pro = MEMBERSHIP_PRODUCT_IDS.pro;
    const luhn = await call('POST', path, ana, { levelId: pro, card: card('4242424242424241') });
    expect(luhn.status).toBe(400);
    expect(Object.keys(luhn.body.errors)).toEqual(['number']);
    const amexLength = await call('POST', path, ana, {
      levelId: pro,
      card: card('3782822463100005', { cvc: '1234' }),
    });
    expect(Object.keys(amexLength.body.errors)).toEqual(['number']);
    const expired = await call('POST', path, ana, {
      levelId: pro,
      card: card(CARDS.ok, { expiry: '01/20' }),
    });
    expect(expired.status).toBe(400);
    expect(expired.body.errors).toEqual({ expiry: 'This card has expired.' });
    const shape = await call('POST', path, ana, { levelId: pro, card: card('42') });
    expect(shape.status).toBe(400);
    expect(
      (await call('POST', path, ana, { levelId: UNKNOWN_ID, card: card(CARDS.ok) })).status,
    ).toBe(404);
    const free = await call('POST', path, ana, {
      levelId: MEMBERSHIP_PRODUCT_IDS.free,
      card: card(CARDS.ok),
    });
    expect(free.status).toBe(400);
    expect((await call('POST', path, null, { levelId: pro, card: card(CARDS.ok) })).status).toBe(
      401,
    );
    // Nothing was charged for any of these.
    expect(
      (await ok('countTransactions', 'GET', '/user/payments/transactions/count', ana)).count,
    ).toBe(0);

    const bea = await makeUser(app, { membershipLevel: 'pro' });
    expect((await call('POST', path, bea, { levelId: pro, card: card(CARDS.ok) })).status).toBe(
      409,
    );
  });

  it('refuses a second purchase while one is being confirmed', async () => {
    const ana = await makeUser(app);
    await app.database.db
      .insertInto('payment_subscriptions')
      .values({
        id: UNKNOWN_ID,
        user_id: ana.id,
        product_id: MEMBERSHIP_PRODUCT_IDS.pro,
        purpose: 'membership',
        state: 'pending',
        amount: 1900,
        currency: 'USD',
        interval: 'month',
        provider: 'sandbox',
        provider_ref: null,
        method_ref: null,
        card_brand: null,
        card_last4: null,
        payee_id: null,
      })
      .execute();
    expect(await status(ana)).toMatchObject({ state: 'pending', level: { key: 'pro' } });
    const again = await call('POST', '/user/membership/level/buy', ana, {
      levelId: MEMBERSHIP_PRODUCT_IDS.business,
      card: card(CARDS.ok),
    });
    expect(again.status).toBe(409);
  });
});

describe('paying for a product', () => {
  it('answers the pending transaction, which the processor then settles', async () => {
    const ana = await makeUser(app);
    const tx = await ok('payForProduct', 'POST', '/user/pay', ana, {
      productId: MEMBERSHIP_PRODUCT_IDS.business,
      card: card(CARDS.ok),
    });
    expect(tx).toMatchObject({ state: 'pending', amount: 4900, card: { last4: '4242' } });
    await eventually(async () => (await levelOf(ana)) === 'business', { what: 'business level' });
    expect(
      (await call('POST', '/user/pay', ana, { productId: UNKNOWN_ID, card: card(CARDS.ok) }))
        .status,
    ).toBe(404);
    expect(
      (await call('POST', '/user/pay', null, { productId: UNKNOWN_ID, card: card(CARDS.ok) }))
        .status,
    ).toBe(401);
  });
});

describe('cancelling and lapsing', () => {
  it('keeps the level until the period ends, then the renewal job lapses it with a notice', async () => {
    const ana = await makeUser(app);
    expect((await call('POST', '/user/membership/cancel', ana)).status).toBe(404);
    await buy(ana, 'pro');
    const cancelled = await ok('cancelMembership', 'POST', '/user/membership/cancel', ana);
    expect(cancelled).toMatchObject({ state: 'active', level: { key: 'pro' } });
    expect(cancelled.expires).not.toBeNull();
    const sub = await subscriptionOf(ana);
    expect(sub).toMatchObject({ state: 'cancelled', cancel_at_period_end: true });

    await runRenewals(app.context);
    expect(await levelOf(ana)).toBe('pro');

    const countIn = async (state: string) =>
      (
        await ok(
          'countPaymentSubscriptions',
          'GET',
          `/user/payments/subscriptions/count?state=${state}`,
          ana,
        )
      ).count;
    expect([await countIn('active'), await countIn('inactive')]).toEqual([1, 0]);

    await endPeriod(sub.id);
    await runRenewals(app.context);
    expect(await levelOf(ana)).toBe('free');
    expect([await countIn('active'), await countIn('inactive')]).toEqual([0, 1]);
    const inactive = await ok(
      'listPaymentSubscriptions',
      'GET',
      '/user/payments/subscriptions?state=inactive',
      ana,
    );
    expect(inactive.items.map((s: any) => s.state)).toEqual(['expired']);
    expect((await subscriptionOf(ana)).state).toBe('expired');
    expect((await systemNotices(ana)).map((n) => n.text)).toEqual([
      expect.stringContaining('has ended, as you asked'),
    ]);
    const mail = await app.smtp.waitFor(ana.email);
    expect(mail.text).toContain('has ended, as you asked');
    expect((await call('POST', '/user/membership/cancel', ana)).status).toBe(404);
  });

  it("cancels one's own recurring charge only", async () => {
    const ana = await makeUser(app);
    const bea = await makeUser(app);
    await buy(ana, 'pro');
    const sub = await subscriptionOf(ana);
    const path = `/user/payments/subscription/${sub.id}/cancel`;
    expect((await call('POST', path, bea)).status).toBe(404);
    expect((await call('POST', path, null)).status).toBe(401);
    expect((await call('POST', '/user/payments/subscription/nope/cancel', ana)).status).toBe(400);
    const body = await ok('cancelPaymentSubscription', 'POST', path, ana);
    expect(body).toMatchObject({ state: 'cancelled', cancelAtPeriodEnd: true });
    expect(await levelOf(ana)).toBe('pro');
  });
});

describe('renewals', () => {
  it('charges each period, retries a refused renewal, then lapses with a mail and notice each time', async () => {
    const ana = await makeUser(app);
    await buy(ana, 'pro');
    const first = await subscriptionOf(ana);
    await endPeriod(first.id);
    await runRenewals(app.context);
    await runRenewals(app.context); // a second run never charges the same attempt twice
    await jobsSettled(app, 'payments.sandbox-confirm');
    const renewed = await eventually(async () => {
      const row = await subscriptionOf(ana);
      return row.current_period_end! > new Date() && row;
    });
    expect(renewed.state).toBe('active');
    const count = await ok('countTransactions', 'GET', '/user/payments/transactions/count', ana);
    expect(count.count).toBe(2);

    // The card starts being refused.
    await app.database.db
      .updateTable('payment_subscriptions')
      .set({ method_ref: 'pm_sandbox_declined_visa_0002_abc' })
      .where('id', '=', first.id)
      .execute();
    await endPeriod(first.id);
    await runRenewals(app.context);
    const retrying = await eventually(async () => {
      const row = await subscriptionOf(ana);
      return row.failed_renewals === 1 && row;
    });
    expect(retrying.state).toBe('active');
    expect(retrying.next_attempt_at!.getTime()).toBeGreaterThan(Date.now());
    expect(await levelOf(ana)).toBe('pro');
    await app.smtp.waitFor(ana.email);

    // The retry fails too: the level lapses (PAYMENTS_RENEWAL_ATTEMPTS is 2 here).
    await endPeriod(first.id);
    await runRenewals(app.context);
    await eventually(async () => (await levelOf(ana)) === 'free', { what: 'lapsed' });
    // Announcements follow the commit within the same job.
    await jobsSettled(app, 'payments.sandbox-confirm');
    expect((await subscriptionOf(ana)).state).toBe('expired');
    const notices = (await systemNotices(ana)).map((n) => n.text);
    expect(notices).toHaveLength(2);
    expect(notices).toEqual(
      expect.arrayContaining([
        expect.stringContaining('We could not renew your Pro membership'),
        expect.stringContaining('its renewal payment failed'),
      ]),
    );
    await app.smtp.waitFor(ana.email, 2);
  });

  it('settles a charge once however often its outcome is delivered', async () => {
    const ana = await makeUser(app);
    await buy(ana, 'pro');
    const sub = await subscriptionOf(ana);
    await app.database.db
      .updateTable('payment_subscriptions')
      .set({ method_ref: 'pm_sandbox_declined_visa_0002_abc' })
      .where('id', '=', sub.id)
      .execute();
    await endPeriod(sub.id);
    await runRenewals(app.context);
    await eventually(async () => (await subscriptionOf(ana)).failed_renewals === 1);
    await jobsSettled(app, 'payments.sandbox-confirm');
    const renewal = await app.database.db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('subscription_id', '=', sub.id)
      .where('reason', '=', 'renewal')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 3; i++) {
      await fulfil(app.context, {
        kind: 'charge.failed',
        chargeRef: renewal.provider_ref!,
        eventId: `again-${i}`,
        code: 'card_declined',
      });
      await fulfil(app.context, {
        kind: 'charge.succeeded',
        chargeRef: renewal.provider_ref!,
        eventId: `late-${i}`,
      });
    }
    const after = await subscriptionOf(ana);
    expect(after.failed_renewals).toBe(1);
    expect(after.state).toBe('active');
    expect((await systemNotices(ana)).length).toBe(1);
  });
});

describe('card data', () => {
  it('is in no table and no log line after purchases, only brand and last four', async () => {
    const ana = await makeUser(app);
    await buy(ana, 'pro', CARDS.otherValid);
    await buy(ana, 'business', CARDS.declined);
    await jobsSettled(app, 'payments.sandbox-confirm');
    const { rows: tables } = await sql<{ schema: string; name: string }>`
      select table_schema as schema, table_name as name from information_schema.tables
       where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'
    `.execute(app.database.db);
    expect(tables.length).toBeGreaterThan(10);
    for (const number of [CARDS.otherValid, CARDS.declined]) {
      for (const table of tables) {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from ${sql.table(`${table.schema}.${table.name}`)} t
           where t::text like ${`%${number}%`}
        `.execute(app.database.db);
        expect(rows[0]!.n, `${table.schema}.${table.name}`).toBe(0);
      }
      expect(logLines.length).toBeGreaterThan(0);
      expect(logLines.filter((line) => line.includes(number))).toEqual([]);
    }
    const kept = await app.database.db
      .selectFrom('payment_transactions')
      .select(['card_brand', 'card_last4'])
      .where('user_id', '=', ana.id)
      .orderBy('created_at')
      .execute();
    expect(kept).toEqual([
      { card_brand: 'master', card_last4: '4444' },
      { card_brand: 'visa', card_last4: '0002' },
    ]);
  });
});
