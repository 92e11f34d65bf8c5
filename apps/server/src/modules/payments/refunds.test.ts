// Refunds and creator payouts through the API with the sandbox processor. Refunds: the creator
// paid (within the window) and staff may; the payer, another person and a visitor may not; bad
// input, an unknown payment and a second refund are refused; a refunded payment ends what it paid
// for at once and the payer gets a mail and a notification. Payouts: the sandbox connects at once,
// and creator payments record the connected account (the split), or none before it is connected.
import { REFUND_WINDOW_DAYS } from '@trestle/core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { apiCalls } from '../../../test/support/calls';
import { useTestApp } from '../../../test/support/app';
import { eventually } from '../../../test/support/eventually';
import { makeProLevel, makeUser, type TestUser } from '../../../test/support/factories';
import { MEMBERSHIP_PRODUCT_IDS } from '../../platform/db/migrations/0023_payments';

const app = useTestApp({
  PAYMENTS_SANDBOX_CONFIRM_SECONDS: '1',
  PAYMENTS_PLATFORM_FEE_PERCENT: '10',
});
const UNKNOWN_ID = '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10';
const card = { number: '4242424242424242', expiry: '12/39', cvc: '123', holder: 'Ben Payer' };

const { call, ok } = apiCalls(() => app);

const refundPath = (id: string) => `/user/payments/transaction/${id}/refund`;

/** Ben subscribes to Ana's paid level; answers the settled payment's row. */
async function paidSubscription(ana: TestUser, ben: TestUser) {
  const level = await makeProLevel(app, ana, { title: 'Gold', price: 1000 });
  const subscribed = await call('POST', `/user/subscription/${level.id}`, ben, { card });
  expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(201);
  const db = app.database.db;
  const payment = await eventually(
    () =>
      db
        .selectFrom('payment_transactions')
        .selectAll()
        .where('user_id', '=', ben.id)
        .where('state', '=', 'succeeded')
        .executeTakeFirst(),
    { what: 'the subscription payment settled' },
  );
  return { level, payment, subscriptionId: subscribed.body.id as string };
}

const proStateOf = async (id: string) =>
  (
    await app.database.db
      .selectFrom('pro_subscriptions')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).state;

describe('refunding a payment', () => {
  it('lets the creator paid refund it once; the subscription ends and the payer is told', async () => {
    const [ana, ben, cyd] = [await makeUser(app), await makeUser(app), await makeUser(app)];
    const { payment, subscriptionId } = await paidSubscription(ana, ben);
    expect(await proStateOf(subscriptionId)).toBe('active');

    // Bad input, unknown payment, visitor, another person, and the payer themself.
    expect((await call('POST', refundPath('not-an-id'), ana)).status).toBe(400);
    expect((await call('POST', refundPath(UNKNOWN_ID), ana)).status).toBe(404);
    expect((await call('POST', refundPath(payment.id), null)).status).toBe(401);
    expect((await call('POST', refundPath(payment.id), cyd)).status).toBe(403);
    expect((await call('POST', refundPath(payment.id), ben)).status).toBe(403);

    const refunded = await ok('refundTransaction', 'POST', refundPath(payment.id), ana);
    expect(refunded).toMatchObject({ id: payment.id, state: 'refunded', amount: 1000 });
    // What it paid for ends at once: no more premium reading.
    expect(await proStateOf(subscriptionId)).toBe('inactive');
    const row = await app.database.db
      .selectFrom('payment_transactions')
      .select(['state', 'refunded_by'])
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'refunded', refunded_by: ana.id });
    const payments = await ok(
      'listProSubscriberPayments',
      'GET',
      `/user/pro/subscriber/${subscriptionId}/payment`,
      ana,
    );
    expect(payments.items).toMatchObject([{ id: payment.id, state: 'refunded' }]);

    const mail = await app.smtp.waitFor(ben.email);
    expect(mail.text).toContain('was refunded to your card');
    const notices = await app.database.db
      .selectFrom('notifications')
      .select('text')
      .where('recipient_id', '=', ben.id)
      .where('type', '=', 'system')
      .execute();
    expect(notices.map((n) => n.text)).toContainEqual(
      expect.stringContaining('was refunded to your card'),
    );

    const again = await call('POST', refundPath(payment.id), ana);
    expect([again.status, again.body.message]).toEqual([409, 'This payment was already refunded.']);
    // The refunded payment is not counted in the creator's earnings.
    expect((await ok('listProEarnings', 'GET', '/user/pro/earnings', ana)).items).toEqual([]);
  });

  it('refuses the creator after the refund window, but staff may still refund', async () => {
    const [ana, ben] = [await makeUser(app), await makeUser(app)];
    const staff = await makeUser(app, { role: 'moderator' });
    const { payment } = await paidSubscription(ana, ben);
    await sql`update payment_transactions
                 set created_at = now() - make_interval(days => ${REFUND_WINDOW_DAYS + 1})
               where id = ${payment.id}`.execute(app.database.db);
    const late = await call('POST', refundPath(payment.id), ana);
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('refund window');
    const done = await ok('refundTransaction', 'POST', refundPath(payment.id), staff);
    expect(done.state).toBe('refunded');
  });

  it('lets staff refund a membership payment, which returns the person to the free level', async () => {
    const ben = await makeUser(app);
    const staff = await makeUser(app, { role: 'admin' });
    const bought = await call('POST', '/user/membership/level/buy', ben, {
      levelId: MEMBERSHIP_PRODUCT_IDS.pro,
      card,
    });
    expect(bought.status).toBe(200);
    const db = app.database.db;
    const levelOf = async () =>
      (
        await db
          .selectFrom('users')
          .select('membership_level')
          .where('id', '=', ben.id)
          .executeTakeFirstOrThrow()
      ).membership_level;
    await eventually(async () => (await levelOf()) === 'pro', { what: 'upgraded' });
    const payment = await db
      .selectFrom('payment_transactions')
      .select('id')
      .where('user_id', '=', ben.id)
      .executeTakeFirstOrThrow();
    // The payer cannot refund their own payment: they ask through the contact page.
    expect((await call('POST', refundPath(payment.id), ben)).status).toBe(403);
    await ok('refundTransaction', 'POST', refundPath(payment.id), staff);
    expect(await levelOf()).toBe('free');
    const status = await ok('getMembershipStatus', 'GET', '/user/membership/level', ben);
    expect(status.level.key).toBe('free');
  });
});

describe('creator payouts with the sandbox', () => {
  it('connects at once, and records the connected account on each creator payment', async () => {
    const [ana, ben, cyd] = [await makeUser(app), await makeUser(app), await makeUser(app)];
    expect((await call('GET', '/user/pro/payouts', null)).status).toBe(401);
    expect(await ok('getPayoutAccount', 'GET', '/user/pro/payouts', ana)).toEqual({
      state: 'none',
      required: false,
      platformFeePercent: 10,
    });
    // Not connected: the sandbox records the split and the platform holds the net.
    const before = await paidSubscription(ana, ben);
    expect(before.payment).toMatchObject({
      payee_id: ana.id,
      payee_account: null,
      platform_fee: 100,
      net_amount: 900,
    });

    const started = await ok('createPayoutOnboarding', 'POST', '/user/pro/payouts/onboarding', ana);
    expect(started).toEqual({
      account: { state: 'connected', required: false, platformFeePercent: 10 },
      url: null,
    });
    expect((await ok('getPayoutAccount', 'GET', '/user/pro/payouts', ana)).state).toBe('connected');
    const account = `acct_sandbox_${ana.id.replace(/-/g, '')}`;
    // A second press changes nothing.
    await ok('createPayoutOnboarding', 'POST', '/user/pro/payouts/onboarding', ana);
    const accounts = await app.database.db
      .selectFrom('payout_accounts')
      .select(['account_ref', 'state'])
      .where('user_id', '=', ana.id)
      .execute();
    expect(accounts).toEqual([{ account_ref: account, state: 'connected' }]);

    const level = await makeProLevel(app, ana, { title: 'Silver', price: 500 });
    expect((await call('POST', `/user/subscription/${level.id}`, cyd, { card })).status).toBe(201);
    const after = await eventually(() =>
      app.database.db
        .selectFrom('payment_transactions')
        .selectAll()
        .where('user_id', '=', cyd.id)
        .where('state', '=', 'succeeded')
        .executeTakeFirst(),
    );
    expect(after).toMatchObject({ payee_account: account, platform_fee: 50, net_amount: 450 });
    // Someone else's account is theirs alone.
    expect((await ok('getPayoutAccount', 'GET', '/user/pro/payouts', ben)).state).toBe('none');
  });
});
