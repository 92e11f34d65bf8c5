// Two people, two browsers: a follow and reactions reach the other person live (the badge moves
// without a reload), the notifications screen shows them grouped, "Mark all as read" clears the
// badge; the right column shows a trending topic and a person to follow.
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
import { api, createPerson } from './people';
import { badge, expectNoHorizontalOverflow, postAs, signInToHome } from './journeys';

const LONG = { timeout: 60_000 };

describe.skipIf(e2e.skip !== undefined)('notifications and the right column', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`a follow and reactions reach the other person live at ${viewport.width} px`, async () => {
      const phone = viewport.width < 640;
      const stamp = `${viewport.width}${Date.now().toString(36)}`;
      const ann = await createPerson(`ann_${stamp}`, 'Ann Architect');
      const bob = await createPerson(`bob_${stamp}`, 'Bob Builder');
      const cara = await createPerson(`cara_${stamp}`, 'Cara Carpenter');
      const topic = `slab${stamp}`;
      const mine = `Site walk ${stamp}`;
      const { id: postId } = await postAs(ann, mine);
      // Ann follows Bob, who follows Cara: Cara is someone Ann may know.
      await api(`/user/${bob.id}/follow`, { method: 'POST', token: ann.token });
      await api(`/user/${cara.id}/follow`, { method: 'POST', token: bob.token });
      // Bob's topic, used often enough to trend today.
      for (let n = 1; n <= 5; n += 1) await postAs(bob, `Pour number ${n} #${topic}`);

      const a = await openPage(browser, viewport, { bypassCSP: true });
      const b = await openPage(browser, viewport);
      try {
        await signInToHome(a.page, ann);
        await badge(a.page, phone, null).waitFor({ state: 'attached', ...LONG });

        // Bob follows Ann and reacts to her post in his browser; Cara reacts too (through the API).
        await signInToHome(b.page, bob);
        await api(`/user/${ann.id}/follow`, { method: 'POST', token: bob.token });
        await b.page.getByRole('tab', { name: 'Local' }).click();
        const card = b.page
          .getByRole('main')
          .getByRole('article')
          .filter({ hasText: mine })
          .first();
        await card.getByRole('button', { name: 'React, 0' }).click(LONG);
        await card.getByRole('button', { name: 'Like', exact: true }).click();
        await card.getByLabel('Reactions: 1 like').waitFor(LONG);
        await api(`/user/post/${postId}/like`, {
          method: 'POST',
          token: cara.token,
          body: { type: 'love' },
        });

        // Ann's badge moves without a reload (the jobs make the entries, the socket brings them).
        await badge(a.page, phone, 2).waitFor({ state: 'attached', ...LONG });

        // She opens the notifications: the follow, and the two reactions grouped.
        if (phone) await a.page.getByRole('button', { name: /^Menu/ }).click();
        await a.page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: /^Notifications/ })
          .click();
        await a.page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor(LONG);
        const main = a.page.getByRole('main');
        const follow = main.getByRole('article', { name: 'Unread: Bob Builder followed you' });
        await follow.waitFor(LONG);
        expect(await follow.getByRole('link', { name: 'Bob Builder' }).getAttribute('href')).toBe(
          `/profile/${bob.username}`,
        );
        const grouped = main.getByRole('article', {
          name: 'Unread: Cara Carpenter and Bob Builder reacted to your post',
        });
        await grouped.waitFor(LONG);
        expect(
          await grouped.getByRole('link', { name: new RegExp(mine) }).getAttribute('href'),
        ).toBe(`/post/${postId}`);
        // Seeing them reads them (spec §4): the badge clears while they keep their unread look.
        await badge(a.page, phone, null).waitFor({ state: 'attached', ...LONG });
        await screenshot(a.page, `notifications-${viewport.width}`);
        expect(await seriousAxeViolations(a.page), 'notifications').toEqual([]);
        await expectNoHorizontalOverflow(a.page);

        // A new follower arrives live on top while the screen is open (follows group per person
        // followed, as Mastodon's do, so Bob's entry grows and moves up).
        await api(`/user/${ann.id}/follow`, { method: 'POST', token: cara.token });
        await main
          .getByRole('article')
          .first()
          .and(main.getByRole('article', { name: /^Unread: Cara Carpenter.* followed you$/ }))
          .waitFor(LONG);
        // It is seen as it arrives, so it is read on the server too.
        await expect
          .poll(
            async () =>
              (await api<{ unread: number }>('/user/notifications/count', { token: ann.token }))
                .unread,
            LONG,
          )
          .toBe(0);
        await badge(a.page, phone, null).waitFor({ state: 'attached', ...LONG });

        // Mark all as read: the entries lose their unread mark.
        await main.getByRole('button', { name: 'Mark all as read' }).click();
        await badge(a.page, phone, null).waitFor({ state: 'attached', ...LONG });
        await main
          .getByRole('article', { name: 'Cara Carpenter and Bob Builder reacted to your post' })
          .waitFor(LONG);
        expect(await main.getByRole('article', { name: /^Unread:/ }).count()).toBe(0);
        expect(await a.page.title()).not.toMatch(/^\(\d+\)/);

        if (!phone) {
          // The right column: Bob's topic trends today, and Cara (followed by Bob, whom Ann
          // follows) is suggested.
          const column = a.page.getByRole('complementary', { name: 'Suggestions' });
          const topics = column.getByRole('region', { name: 'Trending topics' });
          const trending = topics.getByRole('link', { name: new RegExp(`^#${topic} 5 posts$`) });
          await trending.waitFor(LONG);
          expect(await trending.getAttribute('href')).toBe(`/explore?q=%23${topic}`);
          await topics.getByRole('button', { name: 'Week' }).click();
          await topics.getByRole('link', { name: new RegExp(`^#${topic} `) }).waitFor(LONG);
          const people = column.getByRole('region', { name: 'People to follow' });
          await people.getByRole('link', { name: /Cara Carpenter/ }).waitFor(LONG);
          await people.getByRole('button', { name: 'Follow Cara Carpenter' }).click();
          await people.getByRole('button', { name: 'Following Cara Carpenter' }).waitFor(LONG);
          await screenshot(a.page, `right-column-${viewport.width}`);
        }
        expect(a.errors).toEqual([]);
        expect(b.errors).toEqual([]);
      } finally {
        await a.context.close();
        await b.context.close();
      }
    });
  }
});
