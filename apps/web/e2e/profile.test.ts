// Two people, two browsers: a newcomer sets up a profile (avatar upload with progress, a trade)
// from the home feed's card and sees it on the profile; another person opens it, follows, reads
// the tabs, mutes (the posts stay on the profile), and blocks after confirming.
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
} from './helpers';
import { createPerson } from './people';
import { expectNoHorizontalOverflow, postAs, signInToHome } from './journeys';
import { AVATAR_PNG } from './png';

const LONG = { timeout: 60_000 };

describe.skipIf(e2e.skip !== undefined)('profiles', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`sets up a profile, and another person follows, mutes and blocks at ${viewport.width} px`, async () => {
      const stamp = `${viewport.width}${Date.now().toString(36)}`;
      const ann = await createPerson(`ann_${stamp}`, 'Ann Architect');
      const bob = await createPerson(`bob_${stamp}`, 'Bob Builder');
      const words = `beams${stamp}`;
      await postAs(ann, `Steel beams delivered, ${words}.`);
      const question = `frame${stamp}`;
      await postAs(ann, `Which frame, ${question}?`, { poll: { choices: ['Steel', 'Timber'] } });

      // Ann, a newcomer, follows the card to the form and sets up her profile.
      const a = await openPage(browser, viewport, { bypassCSP: true });
      await signInToHome(a.page, ann);
      await a.page.getByRole('heading', { name: 'Set up your profile' }).waitFor(LONG);
      await a.page.getByRole('link', { name: 'Set up profile' }).click();
      await a.page.getByRole('heading', { name: 'Edit profile', level: 1 }).waitFor(LONG);
      await a.page
        .locator('input[type="file"]')
        .first()
        .setInputFiles({ name: 'ann.png', mimeType: 'image/png', buffer: AVATAR_PNG });
      await a.page.getByRole('button', { name: 'Remove avatar' }).waitFor(LONG);
      await a.page.getByRole('textbox', { name: 'Trades and professions' }).fill('Site architect');
      await a.page.getByRole('textbox', { name: 'Location' }).fill('Austin, TX');
      await expectNoHorizontalOverflow(a.page);
      expect(await seriousAxeViolations(a.page), 'edit profile').toEqual([]);
      await a.page.getByRole('button', { name: 'Save profile' }).click();

      // Her profile shows it.
      await a.page.getByRole('link', { name: 'Edit profile' }).waitFor(LONG);
      const header = a.page.getByRole('main').locator('header').first();
      await header.getByRole('heading', { name: 'Ann Architect', level: 1 }).waitFor(LONG);
      await header.getByText('Site architect').waitFor(LONG);
      await header.locator('img[src^="/api/files/"]').first().waitFor(LONG);
      expect(a.page.url()).toMatch(/\/profile$/);
      await screenshot(a.page, `profile-own-${viewport.width}`);
      // The card has done its work.
      await a.page.goto('/');
      await a.page.getByRole('heading', { name: 'Home', level: 1 }).waitFor(LONG);
      expect(await a.page.getByRole('heading', { name: 'Set up your profile' }).count()).toBe(0);

      // Bob opens Ann's profile and follows her.
      const b = await openPage(browser, viewport, { bypassCSP: true });
      await signInToHome(b.page, bob);
      await b.page.goto(`/profile/${ann.username}`);
      const main = b.page.getByRole('main');
      await main.getByRole('heading', { name: 'Ann Architect', level: 1 }).waitFor(LONG);
      await main.getByText('Site architect').waitFor(LONG);
      const handle = `@${ann.username}`;
      await main.getByRole('button', { name: `Follow ${handle}` }).click();
      await main.getByRole('button', { name: `Unfollow ${handle}` }).waitFor(LONG);
      await main.getByRole('link', { name: /^1 follower$/ }).waitFor(LONG);

      // The tabs.
      const tabs = main.getByRole('tablist', { name: 'Profile' });
      await main.getByRole('article').filter({ hasText: words }).waitFor(LONG);
      await tabs.getByRole('tab', { name: 'Polls', exact: true }).click();
      await main.getByRole('article').filter({ hasText: question }).waitFor(LONG);
      expect(await main.getByRole('article').filter({ hasText: words }).count()).toBe(0);
      await tabs.getByRole('tab', { name: 'Blogs', exact: true }).click();
      await main.getByRole('heading', { name: 'No blogs yet' }).waitFor(LONG);
      await tabs.getByRole('tab', { name: 'Posts', exact: true }).click();
      await main.getByRole('article').filter({ hasText: words }).waitFor(LONG);
      await expectNoHorizontalOverflow(b.page);
      expect(await seriousAxeViolations(b.page), 'profile').toEqual([]);
      await screenshot(b.page, `profile-other-${viewport.width}`);

      // Mute: the posts stay on the profile.
      await main.getByRole('button', { name: `More actions for ${handle}` }).click();
      await b.page.getByRole('menuitem', { name: `Mute ${handle}` }).click();
      await main.getByRole('button', { name: `More actions for ${handle}` }).click();
      await b.page.getByRole('menuitem', { name: `Unmute ${handle}` }).waitFor(LONG);
      await b.page.keyboard.press('Escape');
      await b.page.reload();
      await main.getByRole('article').filter({ hasText: words }).waitFor(LONG);

      // Block, after confirming.
      await main.getByRole('button', { name: `More actions for ${handle}` }).click();
      await b.page.getByRole('menuitem', { name: `Block ${handle}` }).click();
      const dialog = b.page.getByRole('dialog', { name: `Block ${handle}?` });
      await dialog.waitFor(LONG);
      await dialog.getByRole('button', { name: 'Block' }).click();
      await main.getByRole('heading', { name: `You blocked ${handle}` }).waitFor(LONG);
      expect(await main.getByRole('article').count()).toBe(0);
      await b.page.reload();
      await main.getByRole('heading', { name: `You blocked ${handle}` }).waitFor(LONG);
      await main
        .getByRole('button', { name: `Unblock ${handle}` })
        .first()
        .waitFor(LONG);
      await screenshot(b.page, `profile-blocked-${viewport.width}`);

      expect(a.errors).toEqual([]);
      expect(b.errors).toEqual([]);
      await a.context.close();
      await b.context.close();
    }, 240_000);
  }

  for (const viewport of [PHONE, DESKTOP]) {
    it(`adds a work and a gallery picture on edit profile and shows them at ${viewport.width} px`, async () => {
      const stamp = `${viewport.width}${Date.now().toString(36)}`;
      const cleo = await createPerson(`cleo_${stamp}`, 'Cleo Carpenter');
      const { page, context, errors } = await openPage(browser, viewport, { bypassCSP: true });
      await signInToHome(page, cleo);
      await page.goto('/profile/me/edit');
      await page.getByRole('heading', { name: 'Edit profile', level: 1 }).waitFor(LONG);

      // A work: its title takes the focus when added.
      await page.getByRole('button', { name: 'Add a work' }).click();
      const work = page.getByRole('group', { name: 'Work 1' });
      const title = work.getByRole('textbox', { name: /Title/ });
      expect(await title.evaluate((element) => element === document.activeElement)).toBe(true);
      await title.fill(`Riverside bridge ${stamp}`);
      await work.getByRole('textbox', { name: /Year/ }).fill('2024');
      await work.getByRole('textbox', { name: 'Description' }).fill('A 120 m steel footbridge.');

      // A gallery picture, uploaded with the others' queue, then captioned.
      await page
        .getByLabel('Add pictures')
        .setInputFiles({ name: 'truss.png', mimeType: 'image/png', buffer: AVATAR_PNG });
      const picture = page.getByRole('group', { name: 'Picture 1' });
      await picture.waitFor(LONG);
      await picture.getByRole('textbox', { name: 'Caption' }).fill('Roof truss');
      await expectNoHorizontalOverflow(page);
      expect(await seriousAxeViolations(page), 'edit works and gallery').toEqual([]);
      await screenshot(page, `profile-edit-works-${viewport.width}`);
      await page.getByRole('button', { name: 'Save profile' }).click();

      // The profile shows both.
      await page.getByRole('link', { name: 'Edit profile' }).waitFor(LONG);
      const main = page.getByRole('main');
      const tabs = main.getByRole('tablist', { name: 'Profile' });
      await tabs.getByRole('tab', { name: 'Works', exact: true }).click();
      const works = main.getByRole('list', { name: 'Works' });
      await works.getByRole('heading', { name: `Riverside bridge ${stamp}` }).waitFor(LONG);
      expect(await works.textContent()).toContain('2024');
      expect(await works.textContent()).toContain('A 120 m steel footbridge.');
      await tabs.getByRole('tab', { name: 'Gallery', exact: true }).click();
      const open = main.getByRole('button', { name: 'Open “Roof truss” full size' });
      await open.waitFor(LONG);
      await expectNoHorizontalOverflow(page);
      expect(await seriousAxeViolations(page), 'gallery tab').toEqual([]);
      await open.click();
      const viewer = page.getByRole('dialog', { name: 'Cleo Carpenter’s gallery' });
      const image = viewer.getByRole('img', { name: 'Roof truss' });
      await image.waitFor(LONG);
      await page.waitForFunction(
        () =>
          (document.querySelector('dialog figure img') as HTMLImageElement | null)?.naturalWidth,
      );
      await screenshot(page, `profile-gallery-${viewport.width}`);
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'hidden' });

      // Another visit: they are stored.
      await page.reload();
      await tabs.getByRole('tab', { name: 'Works', exact: true }).click();
      await works.getByRole('heading', { name: `Riverside bridge ${stamp}` }).waitFor(LONG);
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
