// Two people, two browsers: the home feed's live "new posts" bar, the card's actions, bookmarks,
// the full post view with its replies, pinning and deleting, replying, quoting and editing through
// the composer (with the edit history), and blocks and mutes thinning the feeds.
import type { Browser, Locator, Page } from 'playwright-core';
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
import { api, apiCall, createPerson } from './people';
import { expectNoHorizontalOverflow, postAs, signInToHome } from './journeys';

const LONG = { timeout: 60_000 };

function card(page: Page, text: string): Locator {
  return page.getByRole('main').getByRole('article').filter({ hasText: text }).first();
}

/** Waits until the home screen's current feed has loaded (posts or the empty state). */
async function feedLoaded(page: Page) {
  await page
    .getByRole('list', { name: /^(Posts from people you follow|Local posts)$/ })
    .or(page.getByRole('heading', { name: /^(Your feed is empty|No posts yet)$/ }))
    .first()
    .waitFor(LONG);
}

describe.skipIf(e2e.skip !== undefined)('posts and feeds', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`two people share posts live at ${viewport.width} px`, async () => {
      const stamp = `${viewport.width}${Date.now().toString(36)}`;
      const alice = await createPerson(`ann_${stamp}`, 'Ann Architect');
      const bob = await createPerson(`bob_${stamp}`, 'Bob Builder');
      await api(`/user/${bob.id}/follow`, { method: 'POST', token: alice.token });
      const first = `first${stamp}`;
      await postAs(bob, `Foundations poured, ${first}.`);

      // Ann's home feed shows Bob's post.
      // bypassCSP only for the accessibility check (axe is injected as an inline script).
      const a = await openPage(browser, viewport, { bypassCSP: true });
      await signInToHome(a.page, alice);
      await card(a.page, first).waitFor(LONG);

      // Bob posts a poll; Ann sees the bar without reloading, and it brings the post in.
      const poll = `poll${stamp}`;
      const pollPost = await postAs(bob, `Which frame, ${poll}?`, {
        poll: { choices: ['Steel', 'Timber'] },
      });
      const bar = a.page.getByRole('button', { name: /^1 new post$/ });
      await bar.waitFor(LONG);
      expect(await card(a.page, poll).count()).toBe(0);
      await bar.click();
      const polled = card(a.page, poll);
      await polled.waitFor(LONG);
      await bar.waitFor({ state: 'detached', ...LONG });
      await expectNoHorizontalOverflow(a.page);
      await screenshot(a.page, `home-feed-${viewport.width}`);
      expect(await seriousAxeViolations(a.page), 'home feed').toEqual([]);

      // React (one per person), repost, vote, bookmark.
      await polled.getByRole('button', { name: 'React, 0' }).click();
      await polled.getByRole('button', { name: 'Love' }).click();
      await polled.getByLabel('Reactions: 1 love').waitFor(LONG);
      const repost = polled.getByRole('button', { name: /^Repost/ });
      await repost.click();
      await polled.getByRole('button', { name: /^Repost, /, pressed: true }).waitFor(LONG);
      await polled.getByRole('button', { name: 'Timber' }).click();
      await polled.getByText('Timber (your vote)').waitFor(LONG);
      const bookmark = polled.getByRole('button', { name: 'Bookmark' });
      await bookmark.click();
      await polled.locator('button[aria-label="Bookmark"][aria-pressed="true"]').waitFor(LONG);

      // The server kept all of it.
      const seen = await api<{
        liked_by_user: { reaction: { type: string } } | null;
        reposted_by_user: boolean;
        bookmarked_by_user: boolean;
        poll_result: { votedChoice: number | null } | null;
      }>(`/user/post/${pollPost.id}`, { token: alice.token });
      expect(seen.liked_by_user?.reaction.type).toBe('love');
      expect(seen.reposted_by_user).toBe(true);
      expect(seen.bookmarked_by_user).toBe(true);
      expect(seen.poll_result?.votedChoice).toBe(1);

      // Bookmarks lists it.
      await a.page.goto('/bookmarks');
      await a.page.getByRole('heading', { name: 'Bookmarks', level: 1 }).waitFor(LONG);
      await card(a.page, poll).waitFor(LONG);

      // The full post view: replies five at a time, oldest first, then the rest.
      const thread = `thread${stamp}`;
      const parent = await postAs(bob, `Site meeting notes, ${thread}.`);
      for (let n = 1; n <= 7; n += 1) {
        await api(`/user/post/${parent.id}/reply`, {
          method: 'POST',
          token: n % 2 ? bob.token : alice.token,
          body: { text: `<p>Reply ${n} ${stamp}</p>` },
        });
      }
      await a.page.goto(`/post/${parent.id}`);
      await card(a.page, thread).waitFor(LONG);
      const replies = a.page.getByRole('list', { name: 'Replies' });
      await replies.getByText(`Reply 5 ${stamp}`).waitFor(LONG);
      expect(await replies.getByText(`Reply 6 ${stamp}`).count()).toBe(0);
      await a.page.getByRole('button', { name: 'Load more replies' }).click();
      await replies.getByText(`Reply 7 ${stamp}`).waitFor(LONG);
      expect(await replies.getByRole('article').count()).toBe(7);
      await expectNoHorizontalOverflow(a.page);
      await screenshot(a.page, `post-view-${viewport.width}`);
      expect(await seriousAxeViolations(a.page), 'post view').toEqual([]);

      // Bob, in his own browser: pins his post, and deletes another after confirming.
      const doomed = `doomed${stamp}`;
      const doomedPost = await postAs(bob, `Wrong address, ${doomed}.`);
      const b = await openPage(browser, viewport);
      await signInToHome(b.page, bob);
      const own = card(b.page, poll);
      await own.waitFor(LONG);
      await own.getByRole('button', { name: 'More actions' }).click();
      await own.getByRole('menuitem', { name: 'Pin to profile' }).click();
      await waitForToast(b.page, 'Pinned to your profile.');
      await own.getByText('Pinned to profile').waitFor(LONG);

      const wrong = card(b.page, doomed);
      await wrong.getByRole('button', { name: 'More actions' }).click();
      await wrong.getByRole('menuitem', { name: 'Delete' }).click();
      const dialog = b.page.getByRole('dialog', { name: 'Delete this post?' });
      await dialog.waitFor(LONG);
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await wrong.waitFor({ state: 'detached', ...LONG });
      expect((await apiCall(`/user/post/${doomedPost.id}`, { token: alice.token })).status).toBe(
        404,
      );
      await b.context.close();

      // Ann mutes Bob: his posts leave her home and local feeds.
      await api(`/user/${bob.id}/mute`, { method: 'POST', token: alice.token });
      await a.page.goto('/');
      await feedLoaded(a.page);
      expect(await card(a.page, first).count()).toBe(0);
      await a.page.getByRole('tab', { name: 'Local' }).click();
      await feedLoaded(a.page);
      expect(await card(a.page, first).count()).toBe(0);
      expect(await card(a.page, thread).count()).toBe(0);

      // Unmuted he is back; blocked he is gone again, everywhere.
      await api(`/user/${bob.id}/unmute`, { method: 'POST', token: alice.token });
      await a.page.goto('/');
      await card(a.page, first).waitFor(LONG);
      await api(`/user/${bob.id}/block`, { method: 'POST', token: alice.token });
      await a.page.reload();
      await feedLoaded(a.page);
      expect(await card(a.page, first).count()).toBe(0);
      expect(await card(a.page, poll).count()).toBe(0);
      await a.page.getByRole('tab', { name: 'Local' }).click();
      await feedLoaded(a.page);
      expect(await card(a.page, first).count()).toBe(0);
      await a.page.goto(`/post/${pollPost.id}`);
      await a.page.getByRole('heading', { name: 'This post isn’t available' }).waitFor(LONG);

      expect(a.errors).toEqual([]);
      await a.context.close();
    }, 300_000);
  }

  for (const viewport of [PHONE, DESKTOP]) {
    it(`replies, quotes and edits through the composer; a block hides both ways, at ${viewport.width} px`, async () => {
      const stamp = `q${viewport.width}${Date.now().toString(36)}`;
      const carla = await createPerson(`carla_${stamp}`, 'Carla Carpenter');
      const dev = await createPerson(`dev_${stamp}`, 'Dev Drywall');
      await api(`/user/${dev.id}/follow`, { method: 'POST', token: carla.token });
      await api(`/user/${carla.id}/follow`, { method: 'POST', token: dev.token });
      const original = `beam${stamp}`;
      const devPost = await postAs(dev, `Beam delivery moved to Friday, ${original}.`);

      const c = await openPage(browser, viewport);
      await signInToHome(c.page, carla);
      const shown = card(c.page, original);
      await shown.waitFor(LONG);
      const dialog = c.page.getByRole('dialog');

      // Reply through the composer: the reply is stored under Dev's post.
      await shown.getByRole('button', { name: /^Reply/ }).click();
      await dialog.getByText(`Replying to @${dev.username}`).waitFor(LONG);
      await dialog.getByRole('textbox', { name: 'Reply text' }).click();
      await c.page.keyboard.type(`Thanks, noted ${stamp}.`);
      await dialog.getByRole('button', { name: 'Reply', exact: true }).click();
      await dialog.waitFor({ state: 'detached', ...LONG });
      const replies = await api<{ items: { text: string }[] }>(`/user/post/${devPost.id}/replies`, {
        token: carla.token,
      });
      expect(replies.items.map((r) => r.text).join(' ')).toContain(`Thanks, noted ${stamp}.`);

      // Quote it: the quote goes on top of Carla's feed with Dev's post inside.
      await shown.getByRole('button', { name: 'Quote' }).click();
      await dialog.getByRole('textbox', { name: 'Post text' }).click();
      const quote = `crane${stamp}`;
      await c.page.keyboard.type(`Crane booked for Friday too, ${quote}.`);
      await dialog.getByRole('button', { name: 'Post quote' }).click();
      await dialog.waitFor({ state: 'detached', ...LONG });
      const quoted = card(c.page, quote);
      await quoted.waitFor(LONG);
      await quoted.getByText(original).waitFor(LONG);

      // Edit the quote, then read the earlier version in its history.
      await quoted.getByRole('button', { name: 'More actions' }).click();
      await quoted.getByRole('menuitem', { name: 'Edit' }).click();
      const editor = dialog.getByRole('textbox', { name: 'Post text' });
      await editor.click();
      await c.page.keyboard.press('End');
      await c.page.keyboard.type(' Confirmed.');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached', ...LONG });
      await quoted.getByText('Confirmed.').waitFor(LONG);
      await quoted.getByRole('button', { name: 'More actions' }).click();
      await quoted.getByRole('menuitem', { name: 'Edit history' }).click();
      await dialog.getByText('Earlier versions, newest first.').waitFor(LONG);
      await dialog.getByRole('listitem').filter({ hasText: quote }).first().waitFor(LONG);
      expect(await dialog.getByRole('listitem').filter({ hasText: 'Confirmed.' }).count()).toBe(0);
      await c.page.keyboard.press('Escape');
      await expectNoHorizontalOverflow(c.page);

      // Dev blocks Carla: each stops seeing the other, in both browsers.
      const d = await openPage(browser, viewport);
      await signInToHome(d.page, dev);
      await card(d.page, quote).waitFor(LONG);
      await api(`/user/${carla.id}/block`, { method: 'POST', token: dev.token });
      await d.page.reload();
      await feedLoaded(d.page);
      expect(await card(d.page, quote).count()).toBe(0);
      await c.page.reload();
      await feedLoaded(c.page);
      expect(await card(c.page, original).count()).toBe(0);
      await c.page.goto(`/post/${devPost.id}`);
      await c.page.getByRole('heading', { name: 'This post isn’t available' }).waitFor(LONG);

      expect(c.errors).toEqual([]);
      expect(d.errors).toEqual([]);
      await c.context.close();
      await d.context.close();
    }, 300_000);
  }

  it('opens a shared post for a visitor, read-only', async () => {
    const stamp = Date.now().toString(36);
    const author = await createPerson(`sharer_${stamp}`, 'Sia Sharer');
    const shared = await postAs(author, `Shared ${stamp}`);
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`/post/${shared.id}`);
    await card(page, `Shared ${stamp}`).waitFor(LONG);
    expect(await page.getByRole('button', { name: 'More actions' }).count()).toBe(0);
    await expectNoHorizontalOverflow(page);
    await context.close();
  }, 120_000);
});

// Without Chromium (and outside CI) the journeys are reported as skipped, with the reason.
if (e2e.skip !== undefined) {
  describe('posts and feeds', () => {
    it.skip(`skipped: ${e2e.skip}`, () => undefined);
  });
}
