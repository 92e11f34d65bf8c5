// Premium posts in the browser, at 375 and 1280 px: a creator (through the API) offers a paid pro
// level and posts for it; a subscriber finds the level on the profile, pays with the sandbox's
// test card, waits for the confirmation and reads the post in full; a non-subscriber sees the
// post locked, without its words, with the way to subscribe.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, e2e, launchBrowser, openPage, PHONE, screenshot } from './helpers';
import { expectNoHorizontalOverflow, postAs, signInToHome } from './journeys';
import { api, createPerson } from './people';

const LONG = { timeout: 60_000 };

describe.skipIf(e2e.skip !== undefined)('premium posts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`a subscriber reads a premium post, a non-subscriber sees it locked, at ${viewport.width} px`, async () => {
      const stamp = `${viewport.width}${Date.now().toString(36)}`;
      const cara = await createPerson(`cara_${stamp}`, 'Cara Creator');
      const sam = await createPerson(`sam_${stamp}`, 'Sam Subscriber');
      const nia = await createPerson(`nia_${stamp}`, 'Nia Neighbour');
      const level = await api<{ id: string }>('/user/profile/settings/pro/level', {
        method: 'POST',
        token: cara.token,
        body: { title: 'Site insiders', price: 500, currency: 'USD', period: 'month' },
      });
      const secret = `formwork${stamp}`;
      const post = await postAs(cara, `Our ${secret} schedule for members.`, {
        premiumLevels: [level.id],
      });

      // Sam subscribes from Cara's profile with the test card, and waits for the confirmation.
      const s = await openPage(browser, viewport);
      await signInToHome(s.page, sam);
      await s.page.goto(`/profile/${cara.username}`);
      const levels = s.page.getByRole('region', { name: 'Pro levels' });
      await levels.getByText('Site insiders').waitFor(LONG);
      await levels.getByRole('button', { name: 'Subscribe to Cara Creator' }).click();
      await levels.getByRole('textbox', { name: 'Card number' }).fill('4242424242424242');
      await levels.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/39');
      await levels.getByRole('textbox', { name: 'Security code' }).fill('123');
      await levels.getByRole('textbox', { name: 'Name on the card' }).fill('Sam Subscriber');
      await expectNoHorizontalOverflow(s.page);
      await levels.getByRole('button', { name: /^Pay / }).click();
      await levels.getByText('You subscribed to Site insiders.').waitFor(LONG);
      await screenshot(s.page, `premium-subscribed-${viewport.width}`);

      await s.page.goto(`/post/${post.id}`);
      await s.page.getByRole('main').getByText(secret).first().waitFor(LONG);
      expect(await s.page.getByRole('note', { name: 'Locked premium post' }).count()).toBe(0);

      // Nia has no subscription: the post is locked, its words nowhere on the page.
      const n = await openPage(browser, viewport);
      await signInToHome(n.page, nia);
      await n.page.goto(`/post/${post.id}`);
      const locked = n.page.getByRole('note', { name: 'Locked premium post' }).first();
      await locked.waitFor(LONG);
      await locked
        .getByRole('link', { name: 'Subscribe to Cara Creator to read it' })
        .waitFor(LONG);
      expect(await n.page.content()).not.toContain(secret);
      await expectNoHorizontalOverflow(n.page);
      await screenshot(n.page, `premium-locked-${viewport.width}`);
      await s.context.close();
      await n.context.close();
    }, 180_000);
  }
});
