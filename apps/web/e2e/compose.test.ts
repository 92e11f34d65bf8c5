// The composer in Chromium: opened from the top bar, rich text, an uploaded image, a poll, a
// category and a reply policy, posted and read back through the API; an empty post refused.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEYS } from '@trestle/sdk';
import {
  DESKTOP,
  e2e,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  seriousAxeViolations,
  waitForFrame,
  waitForToast,
  openNewPost,
} from './helpers';
import { api, createPerson } from './people';
import { makePng } from './png';

/** A datetime-local value this many hours from now, in the browser's (this machine's) zone. */
function localDateTime(hoursAhead: number): string {
  const at = new Date(Date.now() + hoursAhead * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

async function openSignedIn(browser: Browser, viewport: typeof PHONE, token: string) {
  const opened = await openPage(browser, viewport, { bypassCSP: true });
  await opened.context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [TOKEN_STORAGE_KEYS.token, token],
  );
  await opened.page.goto('/');
  await waitForFrame(opened.page);
  return opened;
}

const composer = (page: Page) => page.getByRole('dialog', { name: 'New post' });

describe.skipIf(e2e.skip !== undefined)('the composer', () => {
  let browser: Browser;
  const stamp = Date.now().toString(36);
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`posts bold text, an image, a poll, a category and a reply policy at ${viewport.width} px (${name})`, async () => {
      const { token } = await createPerson(`writer_${name}_${stamp}`);
      const { page, context, errors } = await openSignedIn(browser, viewport, token);

      await openNewPost(page);
      const dialog = composer(page);
      const text = dialog.getByRole('textbox', { name: 'Post text' });
      await text.waitFor();

      // Nothing written: the error shows on the text field, which gets the focus.
      await dialog.getByRole('button', { name: 'Post', exact: true }).click();
      await dialog.getByText('Write something, or add media, a poll or a post to quote.').waitFor();
      expect(await text.getAttribute('aria-invalid')).toBe('true');
      expect(await text.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, `composer-error-${viewport.width}`);

      await dialog.getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type('Slab pour');
      await dialog.getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type(' starts at seven.');
      expect(await text.getAttribute('aria-invalid')).toBeNull();

      await dialog.getByLabel('Add photos or videos').setInputFiles({
        name: 'site.png',
        mimeType: 'image/png',
        buffer: makePng(64, 48),
      });
      await dialog.getByText('Uploaded').waitFor();

      await dialog.getByRole('button', { name: 'Add poll' }).click();
      await dialog.getByLabel('Choice 1', { exact: true }).fill('Yes');
      await dialog.getByLabel('Choice 2', { exact: true }).fill('No');
      await dialog.getByRole('button', { name: 'Add choice' }).click();
      await dialog.getByLabel('Choice 3', { exact: true }).fill('Maybe');
      await dialog.getByLabel('Closes at (optional)').fill(localDateTime(72));
      await dialog.getByLabel('Category').selectOption({ label: 'Business' });
      await dialog.getByLabel('Who can reply').selectOption({ label: 'People I follow' });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, `composer-filled-${viewport.width}`);
      // Nothing sticks out sideways, even at phone width.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);

      const created = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/user/post') && response.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Post', exact: true }).click();
      const response = await created;
      expect(response.status()).toBe(201);
      const { id } = (await response.json()) as { id: string };
      await waitForToast(page, 'Your post is published.');
      expect(await page.getByRole('dialog').count()).toBe(0);

      const post = await api(`/user/post/${id}`, { token });
      expect(post.text).toBe('<p><strong>Slab pour</strong> starts at seven.</p>');
      expect(post.media).toEqual([
        expect.objectContaining({ type: 'image', width: 64, height: 48 }),
      ]);
      expect(post.width).toBe(64);
      expect(post.height).toBe(48);
      expect(post.poll.choices.map((choice: { text: string }) => choice.text)).toEqual([
        'Yes',
        'No',
        'Maybe',
      ]);
      const hoursOpen = (Date.parse(post.poll.endsAt) - Date.now()) / 3_600_000;
      expect(hoursOpen).toBeGreaterThan(71);
      expect(hoursOpen).toBeLessThanOrEqual(73);
      expect(post.category).toBe('business');
      expect(post.replyPolicy).toBe('following');
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`opens the account menu from the keyboard at ${viewport.width} px (${name})`, async () => {
      const { token } = await createPerson(`menu_${name}_${stamp}`);
      const { page, context } = await openSignedIn(browser, viewport, token);
      const button = page.getByRole('banner').locator('button[aria-haspopup="menu"]');
      await button.focus();
      await page.keyboard.press('ArrowDown');
      const menu = page.getByRole('menu', { name: 'Account' });
      await menu.waitFor();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(
        await menu
          .getByRole('menuitem', { name: 'Profile' })
          .evaluate((e) => e === document.activeElement),
      ).toBe(true);
      // The menu fits inside the window.
      const box = await menu.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, `account-menu-${viewport.width}`);
      // Profile, Lists, Membership, Payments, Settings: four steps down.
      for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowDown');
      expect(
        await menu
          .getByRole('menuitem', { name: 'Settings' })
          .evaluate((e) => e === document.activeElement),
      ).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/settings');
      expect(await menu.isVisible()).toBe(false);
      await context.close();
    });
  }
});

// Without Chromium (and outside CI) the journeys are reported as skipped, with the reason.
if (e2e.skip !== undefined) {
  describe('the composer', () => {
    it.skip(`skipped: ${e2e.skip}`, () => undefined);
  });
}
