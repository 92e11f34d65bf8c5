// Groups in Chromium with three people in their own browser contexts: Ann creates a closed group
// through the form (its name checked as she types); Bob asks to join; Ann sees the request on the
// Requests tab's count as it arrives and accepts; Bob's page follows live and he posts in the group. Ann's private group and its post
// stay hidden from Carol, an outsider: on the group page, in her home and local feeds, and at the
// post's own address.
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
import { expectNoHorizontalOverflow, postAs, signInToHome } from './journeys';

const LONG = { timeout: 60_000 };

/** The group page's tab, with its count when it shows one ("Requests 1"). */
function groupTab(page: Page, name: string, count?: number) {
  return page.getByRole('tab', {
    name: count === undefined ? name : new RegExp(`^${name}\\s*${count}$`),
  });
}

describe.skipIf(e2e.skip !== undefined)('groups', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`a closed group's request is accepted in another browser, a private group's post stays inside, at ${viewport.width} px`, async () => {
      const stamp = `${viewport.width}${Date.now().toString(36)}`;
      const ann = await createPerson(`ann_g${stamp}`, 'Ann Architect');
      const bob = await createPerson(`bob_g${stamp}`, 'Bob Builder');
      const carol = await createPerson(`carol_g${stamp}`, 'Carol Client');
      const title = `Site leads ${stamp}`;
      const bobText = `Slab poured at dawn ${stamp}`;

      const a = await openPage(browser, viewport, { bypassCSP: true });
      const b = await openPage(browser, viewport, { bypassCSP: true });
      const c = await openPage(browser, viewport, { bypassCSP: true });
      try {
        // Ann creates a closed group; the name is checked as she types.
        await signInToHome(a.page, ann);
        await a.page.goto('/groups');
        await a.page.getByRole('heading', { name: 'Groups', level: 1 }).waitFor(LONG);
        await a.page.getByRole('button', { name: 'Create group' }).click();
        await a.page.getByRole('heading', { name: 'Create a group' }).waitFor(LONG);
        await a.page.getByLabel(/^Title/).fill(title);
        await a.page.getByLabel(/^Name/).fill(`leads-${stamp}`);
        await a.page.getByText(`leads-${stamp} is free.`).waitFor(LONG);
        await a.page.getByRole('radio', { name: /Closed/ }).check();
        expect(await seriousAxeViolations(a.page)).toEqual([]);
        await screenshot(a.page, `groups-create-${viewport.width}`);
        await a.page.getByRole('button', { name: 'Create group' }).click();
        await a.page.getByRole('heading', { name: title, level: 1 }).waitFor(LONG);
        const groupUrl = new URL(a.page.url()).pathname;
        await groupTab(a.page, 'Requests', 0).waitFor(LONG);

        // Bob asks to join in his own browser.
        await signInToHome(b.page, bob);
        await b.page.goto(groupUrl);
        await b.page.getByRole('heading', { name: title, level: 1 }).waitFor(LONG);
        await b.page.getByRole('button', { name: 'Ask to join' }).click();
        await b.page.getByRole('button', { name: 'Cancel request' }).waitFor(LONG);

        // Ann sees the request counted on the tab as it arrives (no reload), and accepts it.
        await groupTab(a.page, 'Requests', 1).click(LONG);
        await a.page.getByRole('button', { name: 'Accept Bob Builder' }).click(LONG);
        await a.page.getByText('No requests waiting').waitFor(LONG);
        await expectNoHorizontalOverflow(a.page);
        // The accessibility check once the toasts are gone (axe reads a fading toast as faint).
        await a.page.waitForFunction(
          () => document.querySelectorAll('[data-sonner-toast]').length === 0,
          undefined,
          LONG,
        );
        expect(await seriousAxeViolations(a.page)).toEqual([]);
        await screenshot(a.page, `groups-requests-${viewport.width}`);
        await groupTab(a.page, 'Requests', 0).waitFor(LONG);

        // Bob's page follows the acceptance live: he is a member and posts into the group.
        await b.page.getByRole('button', { name: 'Leave group' }).waitFor(LONG);
        await b.page.getByRole('button', { name: 'Write in this group' }).click();
        const dialog = b.page.getByRole('dialog', { name: `New post in ${title}` });
        await dialog.getByRole('textbox', { name: 'Post text' }).fill(bobText);
        await dialog.getByRole('button', { name: 'Post', exact: true }).click();
        const bobsPost = b.page
          .getByRole('list', { name: `Posts in ${title}` })
          .getByRole('article')
          .filter({ hasText: bobText });
        await bobsPost.waitFor(LONG);
        // The post names its group, linking to it.
        expect(await bobsPost.getByRole('link', { name: title }).getAttribute('href')).toBe(
          groupUrl,
        );
        await expectNoHorizontalOverflow(b.page);
        await screenshot(b.page, `groups-feed-${viewport.width}`);
        await a.page.goto(groupUrl);
        await a.page.getByText(bobText).waitFor(LONG);

        // Ann's private group and its post; Carol follows Ann and sees her public post only.
        const secret = await api<{ id: string }>('/user/groups', {
          method: 'POST',
          token: ann.token,
          body: { name: `inner-${stamp}`, title: `Inner circle ${stamp}`, type: 'private' },
        });
        const secretText = `Bid numbers for members ${stamp}`;
        const publicText = `Open house on Friday ${stamp}`;
        const hidden = await postAs(ann, secretText, { groupId: secret.id });
        await postAs(ann, publicText);
        await api(`/user/${ann.id}/follow`, { method: 'POST', token: carol.token });

        await signInToHome(c.page, carol);
        await c.page.getByText(publicText).waitFor(LONG);
        expect(await c.page.getByText(secretText).count()).toBe(0);
        await c.page.getByRole('tab', { name: 'Local' }).click();
        await c.page.getByText(publicText).waitFor(LONG);
        expect(await c.page.getByText(secretText).count()).toBe(0);

        await c.page.goto(`/groups/${secret.id}`);
        await c.page.getByRole('heading', { name: 'This group is private' }).waitFor(LONG);
        await c.page.getByRole('button', { name: 'Ask to join' }).waitFor(LONG);
        expect(await c.page.getByRole('tab').count()).toBe(0);
        expect(await c.page.getByText(secretText).count()).toBe(0);
        expect(await seriousAxeViolations(c.page)).toEqual([]);
        await expectNoHorizontalOverflow(c.page);
        await screenshot(c.page, `groups-private-${viewport.width}`);

        await c.page.goto(`/post/${hidden.id}`);
        await c.page.getByText('This post isn’t available').waitFor(LONG);
        expect(await c.page.getByText(secretText).count()).toBe(0);

        // A member sees it: Ann, in the group.
        await a.page.goto(`/groups/${secret.id}`);
        await a.page.getByText(secretText).waitFor(LONG);
        expect([...a.errors, ...b.errors, ...c.errors]).toEqual([]);
      } finally {
        await Promise.all([a.context.close(), b.context.close(), c.context.close()]);
      }
    }, 300_000);
  }
});
