// A newcomer's first sign-in leads to onboarding: the name people see, a picture, the trade, then
// people to follow; finishing records it on the server, and it is never shown again.
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
  signIn,
  waitForFrame,
} from './helpers';
import { api, createPerson, PERSON_PASSWORD } from './people';
import { expectNoHorizontalOverflow } from './journeys';
import { AVATAR_PNG } from './png';

const LONG = { timeout: 60_000 };

describe.skipIf(e2e.skip !== undefined)('onboarding', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`leads a newcomer through profile and people to follow, once, at ${viewport.width} px`, async () => {
      const stamp = `${viewport.width}${Date.now().toString(36)}`;
      const nina = await createPerson(`nina_${stamp}`, undefined, { onboarded: false });
      const { page, context, errors } = await openPage(browser, viewport, { bypassCSP: true });

      // She opens a page she was sent a link to; sign-in leads to onboarding first.
      await page.goto('/bookmarks');
      await page.getByRole('heading', { name: 'Sign in to Trestle' }).waitFor(LONG);
      await signIn(page, nina.username, PERSON_PASSWORD);
      await page.getByRole('heading', { name: 'Welcome to Trestle', level: 1 }).waitFor(LONG);
      expect(new URL(page.url()).pathname).toBe('/welcome');
      await page.getByText('Step 1 of 2').waitFor();

      // A blank name is refused on the field.
      const name = page.getByRole('textbox', { name: /Display name/ });
      await name.fill(' ');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Enter a display name.').waitFor();

      await name.fill('Nina Newcomer');
      await page
        .locator('input[type="file"]')
        .first()
        .setInputFiles({ name: 'nina.png', mimeType: 'image/png', buffer: AVATAR_PNG });
      await page.getByRole('button', { name: 'Remove avatar' }).waitFor(LONG);
      await page.getByRole('textbox', { name: /trade or profession/ }).fill('Electrician');
      await expectNoHorizontalOverflow(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, `onboarding-profile-${viewport.width}`);
      await page.getByRole('button', { name: 'Continue' }).click();

      // People to follow: the most followed people, since she follows nobody yet.
      await page.getByRole('heading', { name: 'People to follow', level: 1 }).waitFor(LONG);
      const people = page.getByRole('list', { name: 'People to follow' });
      const follow = people.getByRole('button', { name: /^Follow @/ }).first();
      await follow.waitFor(LONG);
      const handle = ((await follow.getAttribute('aria-label')) ?? '').replace('Follow @', '');
      await follow.click();
      await people.getByRole('button', { name: `Unfollow @${handle}` }).waitFor(LONG);
      await expectNoHorizontalOverflow(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, `onboarding-people-${viewport.width}`);
      await page.getByRole('button', { name: 'Finish' }).click();

      // On to the page she opened, and the server has it all.
      await waitForFrame(page);
      await page.getByRole('heading', { name: 'Bookmarks', level: 1 }).waitFor(LONG);
      const me = await api('/user/profile', { token: nina.token });
      expect(me.general.displayName).toBe('Nina Newcomer');
      expect(me.general.avatar).toBeTruthy();
      expect(me.profession).toEqual([{ title: 'Electrician' }]);
      expect(me.onboardedAt).toBeTruthy();
      const following = await api(`/user/following`, { token: nina.token });
      expect(following.items.map((p: { username: string }) => p.username)).toContain(handle);

      // Never again: not on reload, not at /welcome, not after signing in afresh.
      await page.goto('/welcome');
      await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor(LONG);
      const again = await openPage(browser, viewport);
      await again.page.goto('/sign-in');
      await signIn(again.page, nina.username, PERSON_PASSWORD);
      await again.page.getByRole('heading', { name: 'Home', level: 1 }).waitFor(LONG);
      expect(new URL(again.page.url()).pathname).toBe('/');
      expect(errors).toEqual([]);
      await again.context.close();
      await context.close();
    });
  }
});

// Without Chromium (and outside CI) the journeys are reported as skipped, with the reason.
if (e2e.skip !== undefined) {
  describe('onboarding journeys', () => {
    it.skip(`skipped: ${e2e.skip}`, () => undefined);
  });
}
