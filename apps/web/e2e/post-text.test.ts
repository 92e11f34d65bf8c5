// What a post's text does in Chromium (issue 24): the composer suggests people for @ and tags for
// #, says how much room is left and asks in its own dialog before Escape drops text; the post
// shows its #tags and @mentions as links ("#1" is no tag); a 10,000-character post folds behind
// "Show more"; a phone has one way to write a post.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  e2e,
  launchBrowser,
  openNewPost,
  openPage,
  PHONE,
  screenshot,
  seriousAxeViolations,
  waitForToast,
} from './helpers';
import { createPerson } from './people';
import { makePng } from './png';
import { expectNoHorizontalOverflow, postAs, signInToHome } from './journeys';

const LONG = { timeout: 60_000 };

describe.skipIf(e2e.skip !== undefined)('a post’s text', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`suggests, links and folds at ${viewport.width} px`, async () => {
      const stamp = `${viewport.width}${Date.now().toString(36)}`;
      const pal = await createPerson(`pal${stamp}`, 'Pal Mason');
      const writer = await createPerson(`wri${stamp}`, 'Wren Writer');
      const long = `longread${stamp}`;
      await postAs(writer, `${long} ${'Every joist checked twice before decking. '.repeat(240)}`);
      const { page, context, errors } = await openPage(browser, viewport, { bypassCSP: true });
      await signInToHome(page, writer);

      // One way to write a post on a phone (the bottom bar's), two on a wide screen.
      const entries = page.getByRole('button', { name: /^(Post|Write a post)$/ });
      expect(await entries.count()).toBe(viewport === PHONE ? 1 : 2);

      await openNewPost(page);
      const dialog = page.getByRole('dialog', { name: 'New post' });
      await dialog.getByRole('textbox', { name: 'Post text' }).click();
      await dialog.getByText('20,000 characters left').waitFor(LONG);
      await page.keyboard.type(`Tip #1 for #decks ${stamp}, thanks @${pal.username.slice(0, -1)}`);
      const people = dialog.getByRole('listbox', { name: 'People to mention' });
      await people.getByRole('option', { name: /Pal Mason/ }).waitFor(LONG);
      expect(await seriousAxeViolations(page), 'suggestions').toEqual([]);
      await screenshot(page, `composer-mention-${viewport.width}`);
      await page.keyboard.press('Enter');
      await people.waitFor({ state: 'detached' });
      await dialog.getByText(/^19,9\d\d characters left$/).waitFor();

      // Escape asks first, in the app's dialog; Escape again keeps the text.
      await page.keyboard.press('Escape');
      const question = page.getByRole('alertdialog', { name: 'Discard what you wrote?' });
      await question.waitFor();
      await screenshot(page, `composer-discard-${viewport.width}`);
      await page.keyboard.press('Escape');
      await question.waitFor({ state: 'hidden' });
      expect(await dialog.isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Post', exact: true }).click();
      await waitForToast(page, 'Your post is published.');

      // On the profile: tags and mentions are links, "#1" is not; the long post folds.
      await page.goto(`/profile/${writer.username}`);
      const mine = page
        .getByRole('article')
        .filter({ hasText: `#decks ${stamp}` })
        .first();
      await mine.waitFor(LONG);
      expect(await mine.getByRole('link', { name: `@${pal.username}` }).getAttribute('href')).toBe(
        `/profile/${pal.username}`,
      );
      expect(await mine.getByRole('link', { name: '#1' }).count()).toBe(0);
      const folded = page.getByRole('article').filter({ hasText: long }).first();
      const before = (await folded.boundingBox())!.height;
      expect(before).toBeLessThan(900);
      await folded.getByRole('button', { name: 'Show more' }).click();
      await folded.getByRole('button', { name: 'Show less' }).waitFor();
      expect((await folded.boundingBox())!.height).toBeGreaterThan(before * 2);
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `post-links-${viewport.width}`);

      // A blog post: title, long text, a cover picture; its card's title opens it in full.
      await openNewPost(page);
      await dialog.getByRole('checkbox', { name: /^Blog post/ }).check();
      const blogTitle = `Framing a barn ${stamp}`;
      await dialog.getByRole('textbox', { name: /^Title/ }).fill(blogTitle);
      await dialog.getByRole('textbox', { name: 'Blog text' }).click();
      await page.keyboard.type('Day one: sills and posts. '.repeat(40));
      await dialog.getByLabel('Add photos or videos').setInputFiles({
        name: 'barn.png',
        mimeType: 'image/png',
        buffer: makePng(64, 48),
      });
      await dialog.getByText('Uploaded').waitFor(LONG);
      await dialog.getByRole('button', { name: 'Post', exact: true }).click();
      await waitForToast(page, 'Your post is published.');
      // The profile's Blogs tab lists it.
      await page.goto(`/profile/${writer.username}`);
      await page.getByRole('tab', { name: 'Blogs' }).click();
      await page.getByRole('link', { name: blogTitle }).click();
      await page.getByRole('heading', { name: `Blog ${blogTitle}` }).waitFor(LONG);
      expect(new URL(page.url()).pathname).toMatch(/^\/post\//);
      expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
      await screenshot(page, `blog-post-${viewport.width}`);

      await page.goto(`/profile/${writer.username}`);
      await mine.getByRole('link', { name: '#decks' }).click();
      await page.getByRole('heading', { name: 'Explore', level: 1 }).waitFor(LONG);
      expect(new URL(page.url()).search).toBe('?q=%23decks');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

// Without Chromium (and outside CI) the journeys are reported as skipped, with the reason.
if (e2e.skip !== undefined) {
  describe('a post’s text', () => {
    it.skip(`skipped: ${e2e.skip}`, () => undefined);
  });
}
