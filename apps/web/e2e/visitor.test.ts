import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  e2e,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  seriousAxeViolations,
} from './helpers';
import { api, createPerson } from './people';

/** The posts shown, by their visible text. */
function postCards(page: Page) {
  return page.getByRole('main').getByRole('article');
}

describe.skipIf(e2e.skip !== undefined)('the visitor feed', () => {
  let browser: Browser;
  const stamp = Date.now().toString(36);
  const username = `visitor_${stamp}`;
  const displayName = 'Vera Visible';
  const girder = `girder${stamp}`;
  const mortar = `mortar${stamp}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const { token } = await createPerson(username, displayName);
    await api('/user/post', {
      method: 'POST',
      token,
      body: {
        text: `<p>Steel <strong>${girder}</strong> arrived on site today.</p>`,
        category: 'business',
      },
    });
    await api('/user/post', {
      method: 'POST',
      token,
      body: {
        text:
          `<p>Fresh ${mortar} mix, #concrete.</p>` +
          '<script>window.__pwned = true; alert("pwned")</script>' +
          '<img src="/no-such-image.png" onerror="window.__pwned = true">',
        category: 'general',
      },
    });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`shows public posts to a visitor at / (${viewport.width} px), safely, with search and sign-in`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto('/');
      await page
        .getByRole('heading', { name: 'Public posts', level: 1 })
        .waitFor({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe('/');

      // Both posts, with author, username and category.
      const steel = postCards(page).filter({ hasText: girder });
      const fresh = postCards(page).filter({ hasText: mortar });
      await steel.waitFor({ timeout: 30_000 });
      await fresh.waitFor();
      expect(await steel.getByRole('heading', { name: displayName }).count()).toBe(1);
      expect(await steel.textContent()).toContain(`@${username}`);
      expect(await steel.locator('strong').textContent()).toBe(girder);
      expect(await fresh.textContent()).toContain('general');

      // The script in the second post never ran, and no handler survived.
      expect(await fresh.locator('script, [onerror]').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBe(
        undefined,
      );
      expect(dialogs).toEqual([]);

      // Nothing wider than the window.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `visitor-feed-${viewport.width}`);

      // The search for a word narrows the list (after the 500 ms pause in typing).
      await page.getByRole('searchbox', { name: 'Search public posts' }).fill(girder);
      await fresh.waitFor({ state: 'detached', timeout: 30_000 });
      await steel.waitFor();
      expect(await postCards(page).count()).toBe(1);

      // Sign in leads to the sign-in page.
      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Sign in to Trestle' }).waitFor({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe('/sign-in');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('passes the accessibility check at 375 px and 1280 px', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await openPage(browser, viewport, { bypassCSP: true });
      await page.goto('/');
      await postCards(page).filter({ hasText: girder }).waitFor({ timeout: 30_000 });
      expect(await seriousAxeViolations(page), `at ${viewport.width} px`).toEqual([]);
      await context.close();
    }
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`opens a post and its author's card from the landing page at ${viewport.width} px`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto('/');
      const steel = postCards(page).filter({ hasText: girder });
      await steel.waitFor({ timeout: 30_000 });

      // The replies lead to the public post page, which says how to reply.
      await steel.getByRole('link', { name: /replies$/ }).click();
      await page.getByRole('heading', { name: 'Post', level: 1 }).waitFor({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toMatch(/^\/post\//);
      await page.getByRole('link', { name: 'Sign in to reply' }).waitFor();
      expect(await postCards(page).filter({ hasText: girder }).count()).toBe(1);

      // The author leads to their public card, with the ways to follow them.
      await postCards(page).getByRole('link', { name: displayName }).click();
      await page.getByRole('heading', { name: displayName, level: 1 }).waitFor({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe(`/profile/${username}`);
      await page.getByRole('link', { name: 'Create an account to follow' }).waitFor();
      await screenshot(page, `visitor-profile-card-${viewport.width}`);

      // A tag on a card searches the visitors' feed.
      await page.goto('/');
      const fresh = postCards(page).filter({ hasText: mortar });
      await fresh.getByRole('link', { name: '#concrete' }).click();
      await page.waitForURL('**/?q=%23concrete');
      await steel.waitFor({ state: 'detached', timeout: 30_000 });
      await fresh.waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('still sends a visitor to sign-in from every other page, keeping where they wanted to go', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/bookmarks');
    await page.getByRole('heading', { name: 'Sign in to Trestle' }).waitFor({ timeout: 30_000 });
    const url = new URL(page.url());
    expect(url.pathname).toBe('/sign-in');
    expect(url.searchParams.get('next')).toBe('/bookmarks');
    await context.close();
  });
});

// Without Chromium (and outside CI) the journeys are reported as skipped, with the reason.
if (e2e.skip !== undefined) {
  describe('the visitor feed', () => {
    it.skip(`skipped: ${e2e.skip}`, () => undefined);
  });
}
