// Two people, two browsers: a reply, a mention and a repost reach the author live (the badge moves
// without a reload) and reading them brings it down; a link in the composer is previewed from a
// page on a local site (the picture served from our own files), and a Spanish post is translated
// through a real Apertium APY, in place, with "Show original".
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  DESKTOP,
  e2e,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  seriousAxeViolations,
  waitForToast,
  openNewPost,
} from './helpers';
import { api, createPerson } from './people';
import {
  badge,
  expectNoHorizontalOverflow,
  openNotifications,
  postAs,
  signInToHome,
} from './journeys';

const LONG = { timeout: 60_000 };

const card = (page: Page, text: string) =>
  page.getByRole('main').getByRole('article').filter({ hasText: text }).first();

describe.skipIf(e2e.skip !== undefined)('people, live', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`a reply, a mention and a repost reach the author live, and reading them clears the badge at ${viewport.width} px`, async () => {
      const phone = viewport.width < 640;
      const stamp = `${viewport.width}${Date.now().toString(36)}`;
      const ann = await createPerson(`ann_${stamp}`, 'Ann Architect');
      const bob = await createPerson(`bob_${stamp}`, 'Bob Builder');
      const footings = `Footings poured ${stamp}`;
      await postAs(ann, footings);

      const a = await openPage(browser, viewport, { bypassCSP: true });
      const b = await openPage(browser, viewport);
      try {
        await signInToHome(a.page, ann);
        await badge(a.page, phone, null).waitFor({ state: 'attached', ...LONG });
        await signInToHome(b.page, bob);
        await b.page.getByRole('tab', { name: 'Local' }).click();
        const shown = card(b.page, footings);
        await shown.waitFor(LONG);
        const dialog = b.page.getByRole('dialog');

        // Bob replies through the composer: Ann's badge moves without a reload.
        await shown.getByRole('button', { name: /^Reply/ }).click();
        await dialog.getByRole('textbox', { name: 'Reply text' }).click();
        await b.page.keyboard.type(`Looks level from here ${stamp}.`);
        await dialog.getByRole('button', { name: 'Reply', exact: true }).click();
        await dialog.waitFor({ state: 'detached', ...LONG });
        await badge(a.page, phone, 1).waitFor({ state: 'attached', ...LONG });

        // He reposts it.
        await shown.getByRole('button', { name: /^Repost/ }).click();
        await shown.getByRole('button', { name: /^Repost, /, pressed: true }).waitFor(LONG);
        await badge(a.page, phone, 2).waitFor({ state: 'attached', ...LONG });

        // He mentions her in a post of his own.
        await openNewPost(b.page);
        await dialog.getByRole('textbox', { name: 'Post text' }).click();
        await b.page.keyboard.type(`@${ann.username} the rebar for block C is here.`);
        await dialog.getByRole('button', { name: 'Post', exact: true }).click();
        await waitForToast(b.page, 'Your post is published.');
        await badge(a.page, phone, 3).waitFor({ state: 'attached', ...LONG });

        // Ann reads them: each unread, newest first.
        await openNotifications(a.page, phone);
        const main = a.page.getByRole('main');
        const mention = main.getByRole('article', { name: 'Unread: Bob Builder mentioned you' });
        const repost = main.getByRole('article', {
          name: 'Unread: Bob Builder reposted your post',
        });
        const reply = main.getByRole('article', {
          name: 'Unread: Bob Builder replied to your post',
        });
        await mention.waitFor(LONG);
        await repost.waitFor(LONG);
        await reply.waitFor(LONG);
        // Seeing them reads them (spec §4): the badge clears while they keep their unread look.
        await badge(a.page, phone, null).waitFor({ state: 'attached', ...LONG });
        await expectNoHorizontalOverflow(a.page);
        expect(await seriousAxeViolations(a.page), 'notifications').toEqual([]);
        await screenshot(a.page, `notifications-live-${viewport.width}`);

        // Opening the reply shows Bob's words under hers; the badge stays clear.
        await reply
          .getByRole('link', { name: new RegExp(`Looks level from here ${stamp}`) })
          .click();
        await a.page.waitForURL('**/post/**', LONG);
        await a.page.getByText(`Looks level from here ${stamp}.`).waitFor(LONG);
        await a.page.getByText(footings).first().waitFor(LONG);
        await badge(a.page, phone, null).waitFor({ state: 'attached', ...LONG });

        // Back on the page, they were read when seen: no unread look, nothing left to mark.
        await openNotifications(a.page, phone);
        await main.getByRole('article', { name: 'Bob Builder mentioned you' }).waitFor(LONG);
        expect(await main.getByRole('article', { name: /^Unread:/ }).count()).toBe(0);
        expect(await main.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(
          true,
        );
        await badge(a.page, phone, null).waitFor({ state: 'attached', ...LONG });
        const left = await api<{ unread: number }>('/user/notifications/count', {
          token: ann.token,
        });
        expect(left.unread).toBe(0);
        expect(a.errors).toEqual([]);
        expect(b.errors).toEqual([]);
      } finally {
        await a.context.close();
        await b.context.close();
      }
    });

    it(`previews a link from a local page in the composer and on the post at ${viewport.width} px`, async () => {
      if (e2e.skip !== undefined) return;
      const stamp = `${viewport.width}${Date.now().toString(36)}`;
      const cara = await createPerson(`cara_${stamp}`, 'Cara Carpenter');
      const { page, context, errors } = await openPage(browser, viewport, { bypassCSP: true });
      try {
        await signInToHome(page, cara);
        await openNewPost(page);
        const dialog = page.getByRole('dialog', { name: 'New post' });
        await dialog.getByRole('textbox', { name: 'Post text' }).click();
        await page.keyboard.type(`Raised in two days ${stamp}: ${e2e.articleUrl} `);

        // The preview shows while writing, with its picture from our own files.
        const preview = dialog.getByRole('link', { name: /Timber frame barn raised in two days/ });
        await preview.waitFor(LONG);
        await dialog.getByText("Builder's Weekly").waitFor();
        const picture = dialog.locator(`img[src^="${baseUrl()}/api/files/"]`);
        await picture.waitFor(LONG);
        expect(await seriousAxeViolations(page), 'composer with preview').toEqual([]);
        await screenshot(page, `composer-link-preview-${viewport.width}`);

        const created = page.waitForResponse(
          (response) =>
            response.url().endsWith('/api/user/post') && response.request().method() === 'POST',
        );
        await dialog.getByRole('button', { name: 'Post', exact: true }).click();
        const { id } = (await (await created).json()) as { id: string };
        await dialog.waitFor({ state: 'detached', ...LONG });

        // The post keeps the preview: on the server, and on its card, opening the page itself.
        const post = await api(`/user/post/${id}`, { token: cara.token });
        expect(post.link).toMatchObject({
          title: 'Timber frame barn raised in two days',
          siteName: "Builder's Weekly",
        });
        expect(post.link.image.startsWith(`${baseUrl()}/api/files/`)).toBe(true);
        await page.goto(`/post/${id}`);
        const onPost = page
          .getByRole('main')
          .getByRole('link', { name: /Timber frame barn raised in two days/ });
        await onPost.waitFor(LONG);
        expect(await onPost.getAttribute('href')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/news\//);
        expect(await onPost.getAttribute('rel')).toContain('noreferrer');
        await expectNoHorizontalOverflow(page);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it.skipIf(e2e.skip !== undefined || e2e.translationSkip !== undefined)(
      `translates a Spanish post in place and shows the original again at ${viewport.width} px`,
      async () => {
        const stamp = `${viewport.width}${Date.now().toString(36)}`;
        const dan = await createPerson(`dan_${stamp}`, 'Dan Delgado');
        const eve = await createPerson(`eve_${stamp}`, 'Eve Engineer');
        const spanish = `La casa está terminada y el techo es nuevo. ${stamp}`;
        await postAs(dan, spanish);
        const { page, context, errors } = await openPage(browser, viewport, { bypassCSP: true });
        try {
          await signInToHome(page, eve);
          await page.getByRole('tab', { name: 'Local' }).click();
          const shown = card(page, stamp);
          await shown.waitFor(LONG);
          await shown.getByRole('button', { name: 'Translate' }).click();
          await shown.getByRole('button', { name: 'Show original' }).waitFor(LONG);
          await shown.getByText(/The house is/).waitFor(LONG);
          expect(await shown.getByText('La casa está terminada').count()).toBe(0);
          await expectNoHorizontalOverflow(page);
          await screenshot(page, `translated-${viewport.width}`);
          await shown.getByRole('button', { name: 'Show original' }).click();
          await shown.getByText(/La casa está terminada/).waitFor(LONG);
          await shown.getByRole('button', { name: 'Translate' }).waitFor();
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      },
    );
  }
});

// Without Chromium (and outside CI) the journeys are reported as skipped, with the reason.
if (e2e.skip !== undefined) {
  describe('people, live', () => {
    it.skip(`skipped: ${e2e.skip}`, () => undefined);
  });
}
