// Memberships end to end on the sandbox processor: a free personal account opens the upgrade page,
// chooses Pro and pays with the declined test card (waiting for confirmation, then the failure
// toast), then with the succeeding test card (waiting, then "Congrats! You've been Upgraded", the
// level marked as theirs, and the server letting them bid); the payments page lists both charges
// with only brand and last four. At 375 and 1280 px; the server's confirmation job and the
// page's 3-second polling are real.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_CONFIRMED_MESSAGE, PAYMENT_FAILED_MESSAGE } from '@trestle/core';
import {
  DESKTOP,
  e2e,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  seriousAxeViolations,
  waitForToast,
} from './helpers';
import { expectNoHorizontalOverflow, signInToHome } from './journeys';
import { api, createPerson } from './people';

const LONG = { timeout: 60_000 };

describe.skipIf(e2e.skip !== undefined)('memberships', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`an upgrade is declined, then succeeds, at ${viewport.width} px`, async () => {
      const stamp = `${viewport.width}${Date.now().toString(36)}`;
      const ana = await createPerson(`ana_pay_${stamp}`, 'Ana Payer');
      const { page, errors } = await openPage(browser, viewport, { bypassCSP: true });
      try {
        await signInToHome(page, ana);
        await page.goto('/upgrade');
        await page
          .getByRole('heading', { name: 'Upgrade your membership', level: 1 })
          .waitFor(LONG);
        const levels = page.getByRole('list', { name: 'Membership levels' });
        await levels.getByRole('listitem').filter({ hasText: 'Your level' }).waitFor(LONG);
        expect(await levels.getByRole('listitem').count()).toBe(3);
        await page.getByRole('button', { name: 'Choose Pro' }).click();

        const number = page.getByRole('textbox', { name: /^Card number/ });
        await number.fill('4000000000000002');
        expect(await number.inputValue()).toBe('4000 0000 0000 0002');
        await page.getByRole('textbox', { name: /^Expiry/ }).fill('1239');
        await page.getByRole('textbox', { name: /^Security code/ }).fill('123');
        await page.getByRole('textbox', { name: /^Name on the card/ }).fill('Ana Payer');
        expect(await seriousAxeViolations(page)).toEqual([]);
        await expectNoHorizontalOverflow(page);
        await screenshot(page, `upgrade-card-${viewport.width}`);
        await page.getByRole('button', { name: 'Pay $19' }).click();
        await page.getByText(/Waiting for confirmation/).waitFor(LONG);
        await waitForToast(page, PAYMENT_FAILED_MESSAGE);
        await page.getByRole('alert').filter({ hasText: 'did not go through' }).waitFor(LONG);

        // Again with the card that succeeds.
        await number.fill('4242 4242 4242 4242');
        // Submitted from the keyboard: on a phone the failure toast may still cover the button.
        await number.press('Enter');
        await page.getByText(/Waiting for confirmation/).waitFor(LONG);
        await waitForToast(page, PAYMENT_CONFIRMED_MESSAGE);
        await levels
          .getByRole('listitem')
          .filter({ hasText: 'Pro' })
          .filter({ hasText: 'Your level' })
          .waitFor(LONG);
        await screenshot(page, `upgrade-confirmed-${viewport.width}`);
        const profile = await api<{ policies: { can_apply_project: boolean } }>('/user/profile', {
          token: ana.token,
        });
        expect(profile.policies.can_apply_project).toBe(true);

        await page.goto('/payments');
        const charges = page.getByRole('region', { name: 'Transactions' });
        await charges.getByText('Paid').waitFor(LONG);
        await charges.getByText('Failed').waitFor(LONG);
        await charges.getByText('Visa •••• 4242').waitFor(LONG);
        expect(await page.content()).not.toContain('4242 4242 4242 4242');
        const recurring = page.getByRole('region', { name: 'Recurring charges' });
        await recurring.getByRole('button', { name: 'Cancel Pro' }).waitFor(LONG);
        await expectNoHorizontalOverflow(page);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(page, `payments-${viewport.width}`);
        expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
      } finally {
        await page.context().close();
      }
    }, 240_000);
  }
});
