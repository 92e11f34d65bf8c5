// Lists and Explore in the browser: Ann makes a list, adds Bob through its people search and reads
// Bob's post in the list's feed; then she finds the post in Explore by a word and by its hashtag
// (the search lives in the address), narrows it by the kind of post, and finds Bob under People.
// At phone and desktop widths (the phone reaches Explore through the bottom bar's Search).
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
import { createPerson } from './people';
import { expectNoHorizontalOverflow, postAs, signInToHome } from './journeys';

const LONG = { timeout: 60_000 };

/** Explore as the person meets it: the bottom bar's Search on a phone, the main navigation else. */
function exploreLink(page: Page, phone: boolean) {
  return phone
    ? page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Search' })
    : page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' });
}

async function search(page: Page, text: string) {
  const form = page.getByRole('search', { name: 'Explore' });
  await form.getByLabel('Search', { exact: true }).fill(text);
  await form.getByRole('button', { name: 'Search' }).click();
}

describe.skipIf(e2e.skip !== undefined)('lists and explore', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`makes a list, reads it, and finds a post by word and hashtag at ${viewport.width} px`, async () => {
      const phone = viewport.width < 640;
      const stamp = `${viewport.width}${Date.now().toString(36)}`;
      const ann = await createPerson(`ann_${stamp}`, 'Ann Architect');
      const bob = await createPerson(`bob_${stamp}`, 'Bob Builder');
      const word = `formwork${stamp}`;
      const tag = `pour${stamp}`;
      const text = `Stripping the ${word} today #${tag}`;
      await postAs(bob, text);

      const { page, context, errors } = await openPage(browser, viewport, { bypassCSP: true });
      try {
        await signInToHome(page, ann);

        // Lists: make one (the title is checked on the field first), open it, add Bob.
        await page.goto('/lists');
        await page.getByRole('heading', { name: 'No lists yet' }).waitFor(LONG);
        await page.getByRole('button', { name: 'Create' }).click();
        await page.getByText('List title is required.').waitFor(LONG);
        await page.getByLabel('New list').fill('Site crew');
        await page.getByRole('button', { name: 'Create' }).click();
        await page.getByRole('link', { name: 'Site crew' }).click();
        await page.getByRole('heading', { name: 'Site crew', level: 1 }).waitFor(LONG);
        await page.getByRole('heading', { name: 'No posts yet' }).waitFor(LONG);
        await page.getByRole('tab', { name: 'People' }).click();
        await page.getByLabel('Add people').fill(bob.username);
        await page.getByRole('button', { name: `Add @${bob.username}` }).click(LONG);
        await page
          .getByRole('list', { name: 'People on this list' })
          .getByText(`@${bob.username}`)
          .waitFor(LONG);
        await page.getByRole('tab', { name: 'Posts' }).click();
        const inList = page.getByRole('list', { name: 'Posts from the people on this list' });
        await inList.getByText(word).waitFor(LONG);
        await expectNoHorizontalOverflow(page);
        expect(await seriousAxeViolations(page), 'list feed').toEqual([]);
        await screenshot(page, `list-feed-${viewport.width}`);

        // Explore: a word, then the hashtag; the search is in the address.
        await exploreLink(page, phone).click();
        await page.getByRole('heading', { name: 'Explore', level: 1 }).waitFor(LONG);
        await page.getByRole('heading', { name: 'Search posts' }).waitFor(LONG);
        await search(page, word);
        const found = page.getByRole('list', { name: `Posts found for ${word}` });
        await found.getByText(word).waitFor(LONG);
        expect(new URL(page.url()).searchParams.get('q')).toBe(word);

        await search(page, `#${tag}`);
        await page
          .getByRole('list', { name: `Posts found for #${tag}` })
          .getByText(word)
          .waitFor(LONG);
        expect(new URL(page.url()).searchParams.get('q')).toBe(`#${tag}`);
        await expectNoHorizontalOverflow(page);
        expect(await seriousAxeViolations(page), 'explore posts').toEqual([]);
        await screenshot(page, `explore-posts-${viewport.width}`);

        // It is an original post, not a reply.
        await page.getByLabel('Kind of post').selectOption('replies');
        await page.getByRole('heading', { name: 'No posts found' }).waitFor(LONG);
        expect(new URL(page.url()).searchParams.get('type')).toBe('replies');

        // People: Bob by his username.
        await page.getByRole('tab', { name: 'People' }).click();
        await search(page, bob.username);
        await page
          .getByRole('list', { name: `People found for ${bob.username}` })
          .locator(`a[href="/profile/${bob.username}"]`, { hasText: 'Bob Builder' })
          .first()
          .waitFor(LONG);
        await expectNoHorizontalOverflow(page);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

// Without Chromium (and outside CI) the journeys are reported as skipped, with the reason.
if (e2e.skip !== undefined) {
  describe('lists and explore', () => {
    it.skip(`skipped: ${e2e.skip}`, () => undefined);
  });
}
