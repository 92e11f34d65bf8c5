// The upgrade page: levels compared with their limits, the current one marked; the card form
// groups the number by brand, refuses a bad checksum and an expiry in the past on their fields
// without calling the server, and sends the checked card with the chosen level.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, limitsFor } from '@trestle/core';
import { json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';

const product = (id: string, name: string, level: string, price: number) => ({
  id,
  type: 'membership',
  name,
  description: null,
  price,
  currency: 'USD',
  interval: 'month',
  membershipLevelId: id,
  membershipLevel: level,
});
const PRODUCTS = [
  product('01900000-0000-7000-8000-000000000001', 'Free', 'free', 0),
  product('01900000-0000-7000-8000-000000000002', 'Pro', 'pro', 1900),
  product('01900000-0000-7000-8000-000000000003', 'Business', 'business', 4900),
];
const freeLevel = {
  id: PRODUCTS[0]!.id,
  key: 'free',
  name: 'Free',
  price: 0,
  currency: 'USD',
  period: 'month',
  limits: limitsFor('free'),
  policies: { can_apply_project: false, can_apply_directory: false },
};

const typeIn = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('the upgrade page', () => {
  it('compares the levels and checks the card before paying for the chosen one', async () => {
    const sent: unknown[] = [];
    renderApp('/upgrade', {
      'GET /api/user/products': () => json(200, { items: PRODUCTS }),
      'GET /api/user/membership/level': () =>
        json(200, { state: 'active', level: freeLevel, expires: null }),
      'GET /api/user/payments/config': () =>
        json(200, { provider: 'sandbox', publishableKey: null, apiUrl: null }),
      'POST /api/user/membership/level/buy': async (request) => {
        sent.push(await request.json());
        return json(200, { state: 'pending', level: null, expires: null });
      },
    });
    const levels = await screen.findByRole('list', { name: 'Membership levels' });
    const items = await within(levels).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Your level')).toBeTruthy();
    expect(within(items[1]!).getByText('$19 a month')).toBeTruthy();
    expect(within(items[2]!).getByText(String(limitsFor('business').uploadMegabytes))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Choose Pro' }));
    typeIn(/^Card number/, '4242424242424241');
    expect((screen.getByRole('textbox', { name: /^Card number/ }) as HTMLInputElement).value).toBe(
      '4242 4242 4242 4241',
    );
    typeIn(/^Expiry/, '0120');
    expect((screen.getByRole('textbox', { name: /^Expiry/ }) as HTMLInputElement).value).toBe(
      '01/20',
    );
    typeIn(/^Security code/, '123');
    typeIn(/^Name on the card/, 'Ana Builder');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $19' }));
    expect(await screen.findByText(CARD_MESSAGES.numberInvalid)).toBeTruthy();
    expect(screen.getByText(CARD_MESSAGES.expiryPast)).toBeTruthy();
    expect(sent).toEqual([]);

    typeIn(/^Card number/, '4242 4242 4242 4242 99');
    typeIn(/^Expiry/, '12/39');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $19' }));
    expect(await screen.findByText(/Waiting for confirmation/)).toBeTruthy();
    expect(sent).toEqual([
      {
        levelId: PRODUCTS[1]!.id,
        card: { number: '4242424242424242', expiry: '12/39', cvc: '123', holder: 'Ana Builder' },
      },
    ]);
  });
});
