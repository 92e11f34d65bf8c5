import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';

const owner = {
  id: '0190b3c2-0000-7000-8000-00000000b002',
  username: 'sam',
  general: { displayName: 'SAM' },
  accountType: 'personal',
  followersCount: 0,
  followingCount: 0,
  note: null,
};
const subscription = {
  id: '0190b3c2-0000-7000-8000-00000000d001',
  state: 'active',
  expires: null,
  level: {
    id: '0190b3c2-0000-7000-8000-00000000c001',
    owner: { ...owner, id: '0190b3c2-0000-7000-8000-00000000b001', username: 'cara' },
    title: 'Site insiders',
    description: null,
    price: 500,
    currency: 'USD',
    period: 'month',
    benefits: [],
    subscribersCount: 1,
    subscriptions: null,
    createdAt: '2026-11-01T10:00:00.000Z',
  },
  owner,
  createdAt: '2026-11-02T10:00:00.000Z',
};
const payment = (state: string) => ({
  id: '0190b3c2-0000-7000-8000-00000000e001',
  productId: null,
  description: 'Site insiders: pro level',
  amount: 500,
  currency: 'USD',
  state,
  card: { brand: 'visa', last4: '4242' },
  createdAt: '2026-11-02T10:00:00.000Z',
});

describe('payouts in the pro level settings', () => {
  it('shows the state and connects the payout account (sandbox: at once)', async () => {
    let state = 'none';
    const fake = renderApp('/subscriptions/levels', {
      'GET /api/user/profile/settings/pro/levels': () => json(200, { items: [] }),
      'GET /api/user/pro/payouts': () =>
        json(200, { state, required: true, platformFeePercent: 10 }),
      'POST /api/user/pro/payouts/onboarding': () => {
        state = 'connected';
        return json(200, {
          account: { state, required: true, platformFeePercent: 10 },
          url: null,
        });
      },
    });
    const section = await screen.findByRole('region', { name: /Payouts/ });
    expect(within(section).getByText('Not connected')).toBeTruthy();
    expect(within(section).getByText(/before you offer paid levels/)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Connect payout account' }));
    await waitFor(() => expect(fake.calls).toContain('POST /api/user/pro/payouts/onboarding'));
    expect(await within(section).findByText('Connected')).toBeTruthy();
    expect(within(section).getByText(/keeps 10% of each payment/)).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
  });
});

describe('refunding a subscriber payment', () => {
  it('asks first, then refunds and shows the payment refunded', async () => {
    const path = `/api/user/payments/transaction/${payment('succeeded').id}/refund`;
    const fake = renderApp('/subscriptions?tab=pro', {
      'GET /api/user/subscriptions/dots': () => json(200, { normal: 0, pro: 0 }),
      'POST /api/user/subscriptions/dots/seen': () => json(200, { normal: 0, pro: 0 }),
      'GET /api/user/pro/subscribers': () => json(200, { items: [subscription] }),
      'GET /api/user/pro/subscribers/count': () => json(200, { count: 1 }),
      [`GET /api/user/pro/subscriber/${subscription.id}/payment`]: () =>
        json(200, { items: [payment('succeeded')] }),
      [`POST ${path}`]: () => json(200, payment('refunded')),
    });
    const row = await screen.findByRole('article', { name: 'Subscriber sam' });
    fireEvent.click(within(row).getByRole('button', { name: 'Payments' }));
    const list = await within(row).findByRole('list', { name: 'Payments' });
    fireEvent.click(within(list).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund this payment?' });
    expect(
      within(dialog).getByText(/goes back to sam’s card|goes back to sam's card/),
    ).toBeTruthy();
    // Cancelling sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.calls).not.toContain(`POST ${path}`);
    fireEvent.click(within(list).getByRole('button', { name: 'Refund' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Refund this payment?' })).getByRole(
        'button',
        { name: 'Refund' },
      ),
    );
    await waitFor(() => expect(fake.calls).toContain(`POST ${path}`));
    expect(await within(list).findByText(/· refunded/)).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});
