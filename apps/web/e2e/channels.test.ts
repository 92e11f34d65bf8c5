// Two people, two browsers, a channel: Ann creates one (the name checked as she types, a
// background picture uploaded), posts into it twice and pins the first post; Bob finds it under
// Channels, follows it, sees the pinned post on top of the channel and Ann's channel posts in his
// home feed, though he does not follow Ann herself.
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
  waitForToast,
} from './helpers';
import { createPerson } from './people';
import { makePng } from './png';
import { expectNoHorizontalOverflow, signInToHome } from './journeys';

const LONG = { timeout: 60_000 };

/** Opens Channels from the main navigation (behind Menu on a phone). */
async function openChannels(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: /^Menu/ }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Channels' })
    .click();
  await page.getByRole('heading', { name: 'Channels', level: 1 }).waitFor(LONG);
}

/** Writes a post into the channel through the composer the channel page opens. */
async function postInChannel(page: Page, text: string) {
  await page.getByRole('button', { name: 'Post in this channel' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New post' });
  await dialog.getByRole('textbox', { name: 'Post text' }).fill(text);
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await dialog.waitFor({ state: 'detached', ...LONG });
  // The pointer rests where the composer's Post button was, over the "published" toast, which
  // waits while hovered (and covers the last card's actions on a phone): a person moves on.
  await page.mouse.move(0, 0);
}

describe.skipIf(e2e.skip !== undefined)('channels', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`a channel is created, posted into, pinned, found and followed at ${viewport.width} px`, async () => {
      const phone = viewport.width < 640;
      const stamp = `${viewport.width}${Date.now().toString(36)}`;
      const ann = await createPerson(`ann_${stamp}`, 'Ann Architect');
      const bob = await createPerson(`bob_${stamp}`, 'Bob Builder');
      const name = `yard_${stamp}`;
      const title = `Ann's yard ${stamp}`;
      const first = `Crane arrives Monday ${stamp}`;
      const second = `Concrete pour Friday ${stamp}`;

      const a = await openPage(browser, viewport, { bypassCSP: true });
      const b = await openPage(browser, viewport, { bypassCSP: true });
      try {
        // Ann creates the channel: the name is checked as she types.
        await signInToHome(a.page, ann);
        await openChannels(a.page, phone);
        await a.page.getByRole('heading', { name: 'No channels yet' }).waitFor(LONG);
        await a.page.getByRole('link', { name: 'Create a channel' }).first().click();
        await a.page.getByRole('heading', { name: 'Create a channel', level: 1 }).waitFor(LONG);
        await a.page.getByRole('textbox', { name: /^Title/ }).fill(title);
        await a.page.getByRole('textbox', { name: /^Name/ }).fill(name);
        await a.page.getByText('This name is free.').waitFor(LONG);
        await a.page.getByRole('textbox', { name: 'Description' }).fill('Site news from the yard.');
        await a.page
          .getByRole('combobox', { name: 'Category' })
          .selectOption({ label: 'Business' });
        await a.page.locator('input[type="file"]').setInputFiles({
          name: 'yard.png',
          mimeType: 'image/png',
          buffer: makePng(96, 48),
        });
        await a.page.getByRole('img', { name: 'Your background' }).waitFor(LONG);
        expect(await seriousAxeViolations(a.page), 'create form').toEqual([]);
        await a.page.getByRole('button', { name: 'Create channel' }).click();
        await a.page.getByRole('heading', { name: title, level: 1 }).waitFor(LONG);
        await a.page.getByRole('img', { name: `Background of ${title}` }).waitFor(LONG);

        // Two posts into the channel; the first is pinned on top.
        await postInChannel(a.page, first);
        await postInChannel(a.page, second);
        const annFeed = a.page.getByRole('list', { name: `Posts in ${title}` });
        await annFeed.getByText(second).waitFor(LONG);
        const firstCard = annFeed.getByRole('article').filter({ hasText: first });
        await firstCard.getByRole('button', { name: 'More actions' }).click();
        await a.page.getByRole('menuitem', { name: 'Pin to channel' }).click();
        await waitForToast(a.page, 'Pinned to the top of the channel.');
        const annPinned = a.page.getByRole('region', { name: 'Pinned post' });
        await annPinned.getByText(first).waitFor(LONG);

        // Bob finds the channel under Channels, opens and follows it.
        await signInToHome(b.page, bob);
        await openChannels(b.page, phone);
        await b.page.getByRole('tab', { name: 'Find channels' }).click();
        await b.page.getByRole('textbox', { name: 'Search channels' }).fill(name);
        const found = b.page.getByRole('list', { name: 'Channels found' });
        await found.getByRole('link', { name: title }).click(LONG);
        await b.page.getByRole('heading', { name: title, level: 1 }).waitFor(LONG);
        await b.page.getByRole('button', { name: `Follow ${title}` }).click();
        await b.page.getByRole('button', { name: `Unfollow ${title}` }).waitFor(LONG);
        await b.page.getByRole('link', { name: '1 follower' }).waitFor(LONG);

        // The pinned post is on top, above the channel's other posts.
        const pinned = b.page.getByRole('region', { name: 'Pinned post' });
        await pinned.getByText(first).waitFor(LONG);
        await pinned.getByText('Pinned in this channel').waitFor(LONG);
        const bobFeed = b.page.getByRole('list', { name: `Posts in ${title}` });
        await bobFeed.getByText(second).waitFor(LONG);
        const pinnedTop = await pinned.boundingBox();
        const feedTop = await bobFeed.boundingBox();
        expect(pinnedTop!.y).toBeLessThan(feedTop!.y);
        await screenshot(b.page, `channel-${viewport.width}`);
        expect(await seriousAxeViolations(b.page), 'channel page').toEqual([]);
        await expectNoHorizontalOverflow(b.page);

        // Ann's channel posts reach Bob's home feed, saying which channel they are in.
        await b.page.goto('/');
        const home = b.page.getByRole('list', { name: 'Posts from people you follow' });
        const homePost = home.getByRole('article').filter({ hasText: second });
        await homePost.waitFor(LONG);
        await home.getByRole('article').filter({ hasText: first }).waitFor(LONG);
        await homePost.getByRole('link', { name: title }).waitFor(LONG);
        await screenshot(b.page, `channel-home-${viewport.width}`);
        await expectNoHorizontalOverflow(b.page);
        await expectNoHorizontalOverflow(a.page);

        expect(a.errors, 'Ann’s page errors').toEqual([]);
        expect(b.errors, 'Bob’s page errors').toEqual([]);
      } finally {
        await a.context.close();
        await b.context.close();
      }
    }, 240_000);
  }
});
