import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PRO_LEVEL_FORM_MESSAGES } from '@trestle/core';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';

const person = (n: number, username: string) => ({
  id: `0190b3c2-0000-7000-8000-00000000b00${n}`,
  username,
  general: { displayName: username.toUpperCase() },
  accountType: 'personal',
  followersCount: 0,
  followingCount: 0,
});
const level = {
  id: '0190b3c2-0000-7000-8000-00000000c001',
  owner: person(1, 'cara'),
  title: 'Site insiders',
  description: null,
  price: 500,
  currency: 'USD',
  period: 'month',
  benefits: [],
  subscribersCount: 1,
  subscriptions: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const subscription = (state: string) => ({
  id: '0190b3c2-0000-7000-8000-00000000d001',
  state,
  expires: null,
  level,
  owner: { ...person(2, 'sam'), note: null },
  createdAt: '2026-11-02T10:00:00.000Z',
});

describe('subscriptions page', () => {
  it('lists subscribers on the pro tab, clears its blue dot, and bans one', async () => {
    let state = 'active';
    const fake = renderApp('/subscriptions?tab=pro', {
      'GET /api/user/subscriptions/dots': () => json(200, { normal: 0, pro: 1 }),
      'POST /api/user/subscriptions/dots/seen': () => json(200, { normal: 0, pro: 0 }),
      'GET /api/user/pro/subscribers': () => json(200, { items: [subscription(state)] }),
      'GET /api/user/pro/subscribers/count': () => json(200, { count: 1 }),
      [`POST /api/user/pro/subscriber/${subscription('active').id}/ban`]: () => {
        state = 'banned';
        return json(200, subscription('banned'));
      },
    });
    const row = await screen.findByRole('article', { name: 'Subscriber sam' });
    expect(within(row).getByText('$5 a month', { exact: false })).toBeTruthy();
    await waitFor(() => expect(fake.calls).toContain('POST /api/user/subscriptions/dots/seen'));
    fireEvent.click(within(row).getByRole('button', { name: 'Ban' }));
    await waitFor(() =>
      expect(fake.calls).toContain(
        `POST /api/user/pro/subscriber/${subscription('active').id}/ban`,
      ),
    );
  });

  it('checks a new level’s price on its field before sending', async () => {
    const fake = renderApp('/subscriptions/levels', {
      'GET /api/user/profile/settings/pro/levels': () => json(200, { items: [] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New pro level' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Gold' } });
    fireEvent.change(screen.getByLabelText('Price', { exact: false }), {
      target: { value: 'ten' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create level' }));
    expect(await screen.findByText(PRO_LEVEL_FORM_MESSAGES.priceInvalid)).toBeTruthy();
    expect(fake.calls).not.toContain('POST /api/user/profile/settings/pro/level');
  });
});
