import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  e2e,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  seriousAxeViolations,
  signInAsDemo,
  waitForFrame,
} from './helpers';

describe.skipIf(e2e.skip !== undefined)('the application frame', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows areas that are not built yet inside the frame, saying they are coming soon', async () => {
    const { page, context, errors } = await openPage(browser);
    await signInAsDemo(page);
    for (const [path, area] of [
      ['/jobs', 'Jobs'],
      ['/explore/people', 'Explore'],
      ['/messages/chat-42', 'Messages'],
      ['/groups', 'Groups'],
    ]) {
      await page.goto(path!);
      await waitForFrame(page);
      await page.getByRole('heading', { name: `${area} is coming soon` }).waitFor();
      const current = page
        .getByRole('navigation', { name: 'Main' })
        .locator('[aria-current="page"]');
      expect(await current.textContent()).toBe(area);
    }
    // Any path with "notification" in it is the notifications screen (spec section 2).
    await page.goto('/user/notifications');
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    // Clicking through the navigation stays in the app (no full page load).
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Directory' })
      .click();
    await page.getByRole('heading', { name: 'Directory is coming soon' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/directory');

    await page.goto('/no/such/page');
    await waitForFrame(page);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('main').textContent()).toContain('/no/such/page');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows /embed/<id> as a frameless view that says embedded posts are not available yet', async () => {
    const { page, context, errors } = await openPage(browser, { width: 550, height: 400 });
    const response = await page.goto('/embed/post-123');
    // The embed view may be framed by other websites; the app may not.
    expect(response?.headers()['content-security-policy']).toContain('frame-ancestors *');
    await page.getByRole('heading', { name: 'Embedded post' }).waitFor();
    expect(await page.getByRole('status').textContent()).toContain('not available yet');
    expect(await page.locator('[data-post-id]').getAttribute('data-post-id')).toBe('post-123');
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Menu' }).count()).toBe(0);

    // One more segment is not the embed route: it is an app route (sign-in when signed out).
    await page.goto('/embed/post-123/extra');
    await page.getByRole('heading', { name: 'Sign in to Trestle' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the chunk-load error screen when a part fails to load, and Retry loads it', async () => {
    const { page, context } = await openPage(browser);
    const signInChunk = /\/assets\/SignIn-[^/]+\.js$/;
    await page.route(signInChunk, (route) => route.abort('internetdisconnected'));
    await page.goto('/sign-in');
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: 'This part of Trestle did not load' }).waitFor();
    expect(await alert.textContent()).toContain('Loading a part of the application failed.');

    await page.unroute(signInChunk);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Sign in to Trestle' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`has no serious or critical accessibility violations at ${viewport.width} px (${name})`, async () => {
      const { page, context } = await openPage(browser, viewport, { bypassCSP: true });

      await page.goto('/sign-in');
      await page.getByRole('heading', { name: 'Sign in to Trestle' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, `sign-in-${viewport.width}`);

      await page.goto('/sign-up');
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('Username is required.').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, `sign-up-errors-${viewport.width}`);

      await signInAsDemo(page);
      await page.getByRole('heading', { name: 'Home', exact: true }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, `shell-${viewport.width}`);

      if (name === 'phone') {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Jobs' })
          .waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await screenshot(page, `shell-${viewport.width}-menu`);
      } else {
        // The right column's two titled slots show at desktop width.
        const aside = page.getByRole('complementary', { name: 'Suggestions' });
        await aside.getByRole('heading', { name: 'Trending topics', exact: true }).waitFor();
        await aside.getByRole('heading', { name: 'People to follow' }).waitFor();
      }

      // Nothing sticks out sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await context.close();
    });
  }
});

// Without Chromium (and outside CI) the journeys are reported as skipped, with the reason.
if (e2e.skip !== undefined) {
  describe('the application frame', () => {
    it.skip(`skipped: ${e2e.skip}`, () => undefined);
  });
}
