// Embedding posts on a foreign site: a plain HTML page on another loopback origin (its own small
// HTTP server) pastes two posts' oEmbed snippets and a premium post's blockquote; embed.js turns
// them into frames of /embed/:id that fit their content, the premium one a "not available" card.
// The embed page reads with scripts off (a sandboxed frame, and a browser with JavaScript off),
// and carries little script.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, ElementHandle, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, e2e, launchBrowser, openPage, PHONE, waitForToast } from './helpers';
import { signInToHome } from './journeys';
import { api, createPerson, type Person } from './people';

/** The spec's ceiling for the embed's JavaScript, everything counted (embed.js and the frame's). */
const EMBED_SCRIPT_BUDGET = 30 * 1024;
const LONG = { timeout: 30_000 };

interface Foreign {
  url: string;
  close(): Promise<void>;
}

/** A site on another origin (another port of loopback) serving one page. */
async function foreignSite(html: string): Promise<Foreign> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/blog.html`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The frame's height as set by embed.js, and its content's height measured inside the frame. */
async function heights(frame: ElementHandle<HTMLIFrameElement>) {
  const outer = await frame.evaluate((element) => element.getBoundingClientRect().height);
  const content = await frame.contentFrame();
  const inner = await content!.evaluate(
    () => document.getElementById('embed')!.getBoundingClientRect().height,
  );
  return { outer, inner };
}

/** Waits until the frame's height is its content's (embed.js got the frame's size message). */
async function waitUntilFitted(page: Page, id: string) {
  const frame = (await page.waitForSelector(
    `iframe[data-trestle-post-id="${id}"]`,
    LONG,
  )) as ElementHandle<HTMLIFrameElement>;
  const content = await frame.contentFrame();
  await content!.waitForSelector('#embed article', LONG);
  // embed.js sets the frame's height from the frame's message; until then it is 240 px.
  await expect
    .poll(async () => {
      const { outer, inner } = await heights(frame);
      return Math.abs(outer - inner);
    }, LONG)
    .toBeLessThanOrEqual(1);
  return { frame, content: content! };
}

describe.skipIf(e2e.skip !== undefined)('embedding posts on another site', () => {
  let browser: Browser;
  let site: Foreign;
  const stamp = Date.now().toString(36);
  const short = `Slab poured ${stamp}`;
  const long =
    `Steel frame ${stamp} ` + 'and the crane crew worked late on the east side. '.repeat(12);
  const secret = `Members only ${stamp}`;
  const ids = { short: '', long: '', premium: '' };
  let author: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    author = await createPerson(`embedder_${stamp}`, 'Edda Embed');
    const post = (text: string, extra: Record<string, unknown> = {}) =>
      api<{ id: string }>('/user/post', {
        method: 'POST',
        token: author.token,
        body: { text: `<p>${text}</p>`, category: 'business', ...extra },
      });
    ids.short = (await post(short)).id;
    ids.long = (await post(long)).id;
    ids.premium = (await post(secret, { premium: true })).id;
    // The snippets a blog author would paste: what oEmbed gives for the two public posts.
    const snippet = async (id: string) => {
      const answer = await api<{ html: string; type: string }>(
        `/oembed?url=${encodeURIComponent(`${baseUrl()}/post/${id}`)}&maxwidth=500`,
      );
      expect(answer.type).toBe('rich');
      return answer.html;
    };
    site = await foreignSite(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>A builder's blog</title></head>
<body style="margin:8px;font-family:serif">
<h1>A builder's blog</h1>
${await snippet(ids.short)}
<p>Between the posts.</p>
${await snippet(ids.long)}
<blockquote class="trestle-post" data-post-id="${ids.premium}"><a href="${baseUrl()}/post/${ids.premium}">A post</a></blockquote>
<h2>Without scripts</h2>
<iframe id="sandboxed" sandbox title="Sandboxed embed" src="${baseUrl()}/embed/${ids.short}" style="border:0;width:100%;height:320px"></iframe>
</body></html>`);
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await browser?.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`fits both posts' frames to their content on a foreign page (${viewport.width} px), the premium one not available`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      const scripts = new Map<string, number>();
      page.on('response', async (response) => {
        if (response.request().resourceType() === 'script') {
          scripts.set(response.url(), (await response.body()).length);
        }
      });
      await page.goto(site.url);
      expect(new URL(site.url).origin).not.toBe(new URL(baseUrl()).origin);

      const first = await waitUntilFitted(page, ids.short);
      const second = await waitUntilFitted(page, ids.long);
      expect(await first.content.textContent('body')).toContain(short);
      expect(await first.content.textContent('body')).toContain('Edda Embed');
      expect(await second.content.textContent('body')).toContain(`Steel frame ${stamp}`);
      // Different content, different heights: each frame follows its own post.
      const [a, b] = [await heights(first.frame), await heights(second.frame)];
      expect(b.outer).toBeGreaterThan(a.outer);

      const locked = await waitUntilFitted(page, ids.premium);
      const lockedText = await locked.content.textContent('body');
      expect(lockedText).toContain('This post is not available.');
      expect(lockedText).not.toContain(secret);

      // The frames link to the post on Trestle, in a new tab.
      const link = await first.content.$('a.open');
      expect(await link!.getAttribute('href')).toBe(`/post/${ids.short}`);
      expect(await link!.getAttribute('target')).toBe('_blank');

      // All the script involved: embed.js on the page, the frames' inline size script.
      const inline = await first.content.evaluate(() =>
        [...document.scripts].reduce((total, script) => total + script.text.length, 0),
      );
      const external = [...scripts.values()].reduce((total, size) => total + size, 0);
      expect([...scripts.keys()]).toEqual([`${baseUrl()}/embed.js`]);
      expect(external + inline).toBeLessThan(EMBED_SCRIPT_BUDGET);

      // No sideways scrolling in a frame, on a phone too.
      const overflow = await first.content.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // The sandboxed frame (the scriptless check below) reports its blocked script; nothing else.
      expect(errors.filter((error) => !/frame is sandboxed/.test(error))).toEqual([]);
      await context.close();
    });
  }

  it('reads with JavaScript off: in a sandboxed frame and in a browser without scripts', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await page.goto(site.url);
    const sandboxed = await (await page.waitForSelector('#sandboxed')).contentFrame();
    await sandboxed!.waitForSelector('#embed article', LONG);
    const framed = await sandboxed!.textContent('body');
    expect(framed).toContain(short);
    expect(framed).toContain('View on Trestle');
    await context.close();

    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const plain = await noScript.newPage();
    const response = await plain.goto(`${baseUrl()}/embed/${ids.long}`);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain(`Steel frame ${stamp}`);
    expect(html).toContain(`href="/post/${ids.long}"`);
    expect(await plain.getByRole('link', { name: 'View on Trestle' }).isVisible()).toBe(true);
    expect(await plain.getByText('Edda Embed').isVisible()).toBe(true);
    const unavailable = await plain.goto(`${baseUrl()}/embed/${ids.premium}`);
    expect(unavailable?.status()).toBe(404);
    expect(await plain.getByText('This post is not available.').isVisible()).toBe(true);
    await noScript.close();
  });

  it('gives the snippet to copy from the post menu\'s "Embed", by keyboard too', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await signInToHome(page, author);
    await page.goto(`/post/${ids.short}`);
    const card = page.locator(`article[data-post-id="${ids.short}"]`).first();
    await card.getByRole('button', { name: 'More actions' }).focus();
    await page.keyboard.press('Enter');
    await card.getByRole('menuitem', { name: 'Embed' }).click();
    const code = page.getByRole('textbox', { name: 'Embed code' });
    await code.waitFor(LONG);
    const snippet = await code.inputValue();
    expect(snippet).toContain(`data-post-id="${ids.short}"`);
    expect(snippet).toContain(`${baseUrl()}/embed.js`);
    expect(await code.getAttribute('readonly')).not.toBeNull();
    // The code is focused and selected; Tab reaches Done, then Copy.
    await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Embed code copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    // A premium post offers no embed.
    await page.goto(`/post/${ids.premium}`);
    const locked = page.locator(`article[data-post-id="${ids.premium}"]`).first();
    await locked.getByRole('button', { name: 'More actions' }).click();
    await locked.getByRole('menuitem', { name: 'Copy link' }).waitFor();
    expect(await locked.getByRole('menuitem', { name: 'Embed' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
