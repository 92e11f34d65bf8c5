import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  DEMO_PASSWORD,
  DESKTOP,
  e2e,
  launchBrowser,
  linkIn,
  newestMailTo,
  openPage,
  PHONE,
  screenshot,
  signIn,
  signInAsDemo,
  signOutThroughMenu,
  storedSession,
  waitForFrame,
  waitForToast,
} from './helpers';

/** The sign-up form's consent to the Terms of use and the Privacy policy. */
const consentBox = (page: Page) =>
  page.getByRole('checkbox', { name: 'I agree to the Terms of use and the Privacy policy' });

describe.skipIf(e2e.skip !== undefined)('auth journeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up, verifies by the mailed link, keeps the session on reload and signs out', async () => {
    const { page, context, errors } = await openPage(browser);
    const username = `e2e_${Date.now().toString(36)}`;
    const email = `${username}@example.com`;

    await page.goto('/sign-up');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(/^Password/).fill('a-long-enough-password');
    await page.getByLabel('Business').check();
    await consentBox(page).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    expect(await page.getByRole('status').first().textContent()).toContain(email);

    const link = linkIn(await newestMailTo(email), '/verify');
    await page.goto(link);
    // The first sign-in leads to onboarding (its own journey is onboarding.test.ts); skipped here.
    await page.getByRole('heading', { name: 'Welcome to Trestle', level: 1 }).waitFor();
    await waitForToast(page, 'Your e-mail address is confirmed');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await waitForFrame(page);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('button', { name: username }).count()).toBe(1);
    const stored = await storedSession(page);
    expect(stored.token).toBeTruthy();
    expect(stored.role).toBe('user');

    await page.reload();
    await waitForFrame(page);
    expect(new URL(page.url()).pathname).toBe('/');

    await signOutThroughMenu(page);
    await page.getByRole('heading', { name: 'Sign in to Trestle' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    expect(await storedSession(page)).toEqual({ token: null, role: null });
    // The old token no longer works on the server either.
    const refresh = await fetch(`${baseUrl()}/api/auth/refresh`, {
      headers: { authorization: `Bearer ${stored.token}` },
    });
    expect(refresh.status).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the server message "Wrong username or password." as a toast for a wrong password', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/sign-in');
    await signIn(page, 'demo', 'not-the-password');
    await waitForToast(page, 'Wrong username or password.');
    // The message also shows in the form, which takes focus, and the typed login stays.
    const alert = page.getByRole('main').getByRole('alert');
    await alert.filter({ hasText: 'Wrong username or password.' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
    expect(await page.getByLabel('Username or e-mail').inputValue()).toBe('demo');
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    expect((await storedSession(page)).token).toBeNull();
    // The form is usable again.
    expect(await page.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true);
    await context.close();
  });

  it('checks the fields with the product rules before sending anything', async () => {
    const { page, context } = await openPage(browser);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/sign-up')) calls.push(request.url());
    });
    await page.goto('/sign-up');
    await page.getByLabel('Username').fill('no spaces allowed');
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByLabel(/^Password/).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Username may contain only letters, digits and underscores.').waitFor();
    await page.getByText('Enter a valid e-mail address.').waitFor();
    await page.getByText('Password must be at least 8 characters.').waitFor();
    expect(await page.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'username',
    );
    expect(calls).toEqual([]);
    await context.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`asks for consent to the terms on the box itself, and focuses it, at ${viewport.width} px`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/auth/sign-up')) calls.push(request.url());
      });
      await page.goto('/sign-up');
      await page.getByLabel('Username').fill(`nc_${Date.now().toString(36)}`);
      await page.getByLabel('E-mail').fill('no.consent@example.com');
      await page.getByLabel(/^Password/).fill('a-long-enough-password');
      await page.getByRole('button', { name: 'Create account' }).click();

      const box = consentBox(page);
      const message = page.getByText(
        'Please accept the Terms of use and the Privacy policy to create an account.',
      );
      await message.waitFor();
      expect(await box.getAttribute('aria-invalid')).toBe('true');
      const messageId = await message.getAttribute('id');
      expect((await box.getAttribute('aria-describedby'))?.split(' ')).toContain(messageId);
      expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await message.isVisible()).toBe(true);
      expect(calls).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `sign-up-consent-${viewport.width}`);

      // The Terms open in a new tab; what was typed here stays.
      const [terms] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('link', { name: 'Terms of use' }).first().click(),
      ]);
      await terms.getByRole('heading', { name: 'Terms of use', level: 1 }).waitFor();
      expect(await page.getByLabel('E-mail').inputValue()).toBe('no.consent@example.com');

      await box.check();
      await message.waitFor({ state: 'detached' });
      expect(await box.getAttribute('aria-invalid')).toBeNull();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('opens About, Terms and Privacy for visitors, linked from the visitor feed', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto('/terms');
    await page.getByRole('heading', { name: 'Terms of use', level: 1 }).waitFor();
    expect(await page.title()).toBe('Terms of use · Trestle');
    await page.getByRole('heading', { name: 'Acceptable use', level: 2 }).waitFor();
    await screenshot(page, 'terms-375');

    await page.goto('/privacy');
    await page.getByRole('heading', { name: 'Privacy policy', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Cookies and local storage', level: 3 }).waitFor();

    await page.goto('/');
    await page.getByRole('heading', { name: 'Public posts', level: 1 }).waitFor();
    const footer = page.getByRole('navigation', { name: 'About and legal' });
    await footer.getByRole('link', { name: 'Privacy policy', exact: true }).click();
    await page.getByRole('heading', { name: 'Privacy policy', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/privacy');
    await page.getByRole('link', { name: 'About', exact: true }).click();
    await page.getByRole('heading', { name: 'About Trestle', level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a person whose session was revoked back to sign-in', async () => {
    const { page, context } = await openPage(browser);
    await signInAsDemo(page);
    const { token } = await storedSession(page);
    expect(token).toBeTruthy();

    // Revoke the session behind the browser's back, as signing out on another device does.
    const revoked = await fetch(`${baseUrl()}/api/auth/sign-out`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.ok).toBe(true);

    // The realtime connection reports the revocation at once; otherwise the next call or reload
    // finds out. Either way the person is back at sign-in, with token and role gone.
    const signInHeading = page.getByRole('heading', { name: 'Sign in to Trestle' });
    const noticedAtOnce = await signInHeading
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (!noticedAtOnce) {
      await page.reload();
      await signInHeading.waitFor();
    }
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    expect(await storedSession(page)).toEqual({ token: null, role: null });
    await waitForToast(page, 'Your session has ended. Please sign in again.');
    await context.close();
  });

  it('signs the demo user in and returns to the page they wanted', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto('/projects');
    await page.getByRole('heading', { name: 'Sign in to Trestle' }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/sign-in');
    expect(url.searchParams.get('next')).toBe('/projects');

    await signIn(page, 'demo', DEMO_PASSWORD);
    await waitForFrame(page);
    expect(new URL(page.url()).pathname).toBe('/projects');
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Dana Demo' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

// Without Chromium (and outside CI) the journeys are reported as skipped, with the reason.
if (e2e.skip !== undefined) {
  describe('auth journeys', () => {
    it.skip(`skipped: ${e2e.skip}`, () => undefined);
  });
}
