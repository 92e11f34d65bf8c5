// Advanced search and the media tabs in the browser. Seeded through the API: Bob's post with a
// topic and a mention of Cara, Cara's reply to it, Bob's image post, a post by Dan (whom Ann has
// blocked) and a post in Bob's private group, both with the same word and topic. Ann finds Bob's
// post with the advanced form, then with typed operators (the form fills from the line), finds
// Cara's reply by `to:`, never meets Dan's or the private group's post, and sees Bob's image in
// Explore's Images tab, which opens the post. At phone and desktop widths.
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
} from './helpers';
import { expectNoHorizontalOverflow, postAs, signInToHome } from './journeys';
import { api, createPerson, type Person } from './people';
import { makePng } from './png';

const LONG = { timeout: 60_000 };

/** A PNG uploaded through POST /files by `person`: its stored name. */
async function uploadPng(person: Person): Promise<string> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(makePng(64, 48))], { type: 'image/png' }),
    'rebar.png',
  );
  const response = await fetch(`${baseUrl()}/api/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${person.token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { filename: string }).filename;
}

/** The posts found, as one string of their texts. */
async function foundTexts(page: Page): Promise<string> {
  const found = page.getByRole('list', { name: 'Posts found' });
  await found.waitFor(LONG);
  return (await found.textContent()) ?? '';
}

describe.skipIf(e2e.skip !== undefined)('advanced search and media tabs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`finds a post by the form and by typed operators, leaves out blocked and private posts, and shows images at ${viewport.width} px`, async () => {
      const stamp = `${viewport.width}${Date.now().toString(36)}`;
      const ann = await createPerson(`ann_${stamp}`, 'Ann Architect');
      const bob = await createPerson(`bob_${stamp}`, 'Bob Builder');
      const cara = await createPerson(`cara_${stamp}`, 'Cara Carpenter');
      const dan = await createPerson(`dan_${stamp}`, 'Dan Driller');
      const word = `shoring${stamp}`;
      const tag = `slab${stamp}`;
      const picture = `rebarphoto${stamp}`;

      const bobText = `Temporary ${word} is up #${tag} thanks @${cara.username}`;
      const bobPost = await postAs(bob, bobText);
      const replyText = `Checked the ${word} twice`;
      await api(`/user/post/${bobPost.id}/reply`, {
        method: 'POST',
        token: cara.token,
        body: { text: `<p>${replyText}</p>` },
      });
      const file = await uploadPng(bob);
      const imagePost = await postAs(bob, `The ${picture} before the pour`, {
        media: [{ file, type: 'image', alt: 'Rebar cage', width: 64, height: 48 }],
      });
      const blockedText = `Blocked ${word} post #${tag}`;
      await postAs(dan, blockedText);
      await api(`/user/${dan.id}/block`, { method: 'POST', token: ann.token });
      const inner = await api<{ id: string }>('/user/groups', {
        method: 'POST',
        token: bob.token,
        body: { name: `inner-${stamp}`, title: `Inner ${stamp}`, type: 'private' },
      });
      const privateText = `Members only ${word} #${tag}`;
      await postAs(bob, privateText, { groupId: inner.id });

      const { page, context, errors } = await openPage(browser, viewport, { bypassCSP: true });
      try {
        await signInToHome(page, ann);
        await page.goto('/explore');
        await page.getByRole('heading', { name: 'Explore', level: 1 }).waitFor(LONG);
        await page.getByRole('tab', { name: 'Advanced search' }).click();
        const form = page.getByRole('search', { name: 'Advanced search' });
        await form.waitFor(LONG);

        // The form: the typed line follows it.
        await form.getByLabel('All of these words').fill(word);
        await form.getByLabel('From these people').fill(bob.username);
        await form.getByLabel('Mentioning these people').fill(`@${cara.username}`);
        await form.getByLabel('Topics').fill(`#${tag}`);
        expect(await form.getByLabel('Typed search').inputValue()).toBe(
          `${word} from:${bob.username} @${cara.username} #${tag}`,
        );
        await form.getByRole('button', { name: 'Find posts' }).click();
        await page.getByRole('list', { name: 'Posts found' }).getByText(bobText).waitFor(LONG);
        expect(
          await page.getByRole('list', { name: 'Posts found' }).getByRole('article').count(),
        ).toBe(1);
        expect(new URL(page.url()).searchParams.get('q')).toBe(
          `${word} from:${bob.username} @${cara.username} #${tag}`,
        );
        await expectNoHorizontalOverflow(page);
        expect(await seriousAxeViolations(page), 'advanced search').toEqual([]);
        await screenshot(page, `search-advanced-${viewport.width}`);

        // Typed operators: the form fills from the line; only Bob's post has the topic for Ann
        // (Dan is blocked, the group is private).
        await form.getByRole('button', { name: 'Clear' }).click();
        const typed = form.getByLabel('Typed search');
        await typed.fill(`#${tag} ${word}`);
        expect(await form.getByLabel('Topics').inputValue()).toBe(tag);
        expect(await form.getByLabel('All of these words').inputValue()).toBe(word);
        await typed.press('Enter');
        await page.getByRole('list', { name: 'Posts found' }).getByText(bobText).waitFor(LONG);
        const texts = await foundTexts(page);
        expect(texts).not.toContain(blockedText);
        expect(texts).not.toContain(privateText);
        expect(new URL(page.url()).searchParams.get('q')).toBe(`${word} #${tag}`);

        // The reply, by to: (and the form shows whom it answers).
        await typed.fill(`${word} to:${bob.username}`);
        expect(await form.getByLabel('Replies to these people').inputValue()).toBe(bob.username);
        await form.getByRole('button', { name: 'Search', exact: true }).click();
        await page.getByRole('list', { name: 'Posts found' }).getByText(replyText).waitFor(LONG);
        expect(await foundTexts(page)).not.toContain(bobText);

        // Back returns to the previous search, the form filled from the address again.
        await page.goBack();
        await page.getByRole('list', { name: 'Posts found' }).getByText(bobText).waitFor(LONG);
        expect(await form.getByLabel('Topics').inputValue()).toBe(tag);

        // A line core cannot read is answered on the box, without a search.
        await typed.fill(`${word} before:someday`);
        await form
          .getByText('"before:someday" is not a date: write it as YYYY-MM-DD.')
          .waitFor(LONG);

        // Images: Bob's picture, found by its words; the tile opens the post.
        await page.getByRole('tab', { name: 'Images' }).click();
        const explore = page.getByRole('search', { name: 'Explore' });
        await explore.getByLabel('Search', { exact: true }).fill(picture);
        await explore.getByRole('button', { name: 'Search' }).click();
        const grid = page.getByRole('list', { name: 'Images found' });
        const tile = grid.getByRole('link', { name: new RegExp(`^Image by @${bob.username}`) });
        await tile.waitFor(LONG);
        expect(await grid.getByRole('link').count()).toBe(1);
        expect(new URL(page.url()).searchParams.get('tab')).toBe('images');
        await expectNoHorizontalOverflow(page);
        expect(await seriousAxeViolations(page), 'images tab').toEqual([]);
        await screenshot(page, `search-images-${viewport.width}`);
        await tile.click();
        await page.waitForURL(`**/post/${imagePost.id}`, LONG);
        await page.getByText(`The ${picture} before the pour`).first().waitFor(LONG);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
