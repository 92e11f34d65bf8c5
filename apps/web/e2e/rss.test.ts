// News (RSS) sources in the browser: a feed served by a local HTTP server on loopback (a real
// Atom document from ../shared/fixtures/feeds) is added by its address, after a page that is not
// a feed is refused on the field; its stories are read in the News tab of the home feed and on
// the source's page; then it is removed. At phone and desktop widths.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
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
import { expectNoHorizontalOverflow, signInToHome } from './journeys';
import { createPerson } from './people';

const LONG = { timeout: 60_000 };
const HEISE = readFileSync(
  new URL('../../../../shared/fixtures/feeds/heise.atom', import.meta.url),
);
const FEED_TITLE = 'heise developer neueste Meldungen';
const STORY = /Red Hat gibt WildFly 10 frei/;

interface FeedSite {
  base: string;
  stop(): Promise<void>;
}

/** A site on loopback with one real feed and one ordinary page. */
async function startFeedSite(): Promise<FeedSite> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    if (path === '/feeds/heise.atom') {
      response.writeHead(200, { 'content-type': 'application/atom+xml' });
      response.end(HEISE);
    } else if (path === '/about.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>About us</title><p>Not a feed.</p>');
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('The feed site has no port');
  return {
    base: `http://127.0.0.1:${address.port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(e2e.skip !== undefined)('news sources', () => {
  let browser: Browser;
  let site: FeedSite;
  beforeAll(async () => {
    site = await startFeedSite();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`adds a feed from a local server, reads its stories and removes it at ${viewport.width} px`, async () => {
      const stamp = `${viewport.width}${Date.now().toString(36)}`;
      const nora = await createPerson(`nora_${stamp}`, 'Nora News');
      // One address per run: sources are shared by address across the journeys' people.
      const feedUrl = `${site.base}/feeds/heise.atom?run=${stamp}`;
      // bypassCSP only lets the accessibility check inject axe.
      const { page, context, errors } = await openPage(browser, viewport, { bypassCSP: true });
      try {
        await signInToHome(page, nora);

        // The News tab starts empty and leads to the sources page.
        await page.getByRole('tab', { name: 'News' }).click();
        await page.getByRole('heading', { name: 'No news yet' }).waitFor(LONG);
        await page.getByRole('link', { name: 'Add a news source' }).click();
        await page.getByRole('heading', { name: 'News sources', level: 1 }).waitFor(LONG);
        await page.getByRole('heading', { name: 'No news sources yet' }).waitFor(LONG);

        // A page that is not a feed: the server's reason shows on the field.
        const field = page.getByRole('textbox', { name: /Feed address/ });
        await field.fill(`${site.base}/about.html`);
        await page.getByRole('button', { name: 'Add source' }).click();
        await page
          .locator('.tr-field--invalid')
          .getByText('That address is not a news feed (RSS or Atom).')
          .waitFor(LONG);
        expect(await field.getAttribute('aria-invalid')).toBe('true');

        // The real feed: added, listed with the count.
        await field.fill(feedUrl);
        await page.getByRole('button', { name: 'Add source' }).click();
        const sources = page.getByRole('list', { name: 'Your news sources' });
        await sources.getByRole('link', { name: FEED_TITLE }).waitFor(LONG);
        await page.getByText('Your sources (1)').waitFor(LONG);
        await expectNoHorizontalOverflow(page);
        await screenshot(page, `rss-sources-${viewport.width}`);
        expect(await seriousAxeViolations(page), 'sources page').toEqual([]);

        // Its stories in the News tab of the home feed.
        await page.getByRole('link', { name: 'Read your news' }).click();
        const news = page.getByRole('list', { name: 'Stories from your news sources' });
        await news.getByText(STORY).first().waitFor(LONG);
        expect(await news.getByRole('article').count()).toBeGreaterThanOrEqual(10);
        await expectNoHorizontalOverflow(page);
        await screenshot(page, `rss-news-tab-${viewport.width}`);
        expect(await seriousAxeViolations(page), 'news tab').toEqual([]);

        // And on the source's own page.
        await page.goto('/news');
        await sources.getByRole('link', { name: FEED_TITLE }).click(LONG);
        await page.getByRole('heading', { name: FEED_TITLE, level: 1 }).waitFor(LONG);
        const stories = page.getByRole('list', { name: 'Stories from this source' });
        await stories.getByText(STORY).first().waitFor(LONG);
        await expectNoHorizontalOverflow(page);
        expect(await seriousAxeViolations(page), 'source page').toEqual([]);

        // Removed after a confirmation: the list is empty again, and so is the News tab.
        await page.getByRole('link', { name: 'Back to your news sources' }).click();
        const card = sources.getByRole('article', { name: FEED_TITLE });
        await card.getByRole('button', { name: 'Remove' }).click(LONG);
        await card.getByText(`Remove ${FEED_TITLE} from your news?`).waitFor(LONG);
        await card.getByRole('button', { name: 'Remove' }).click();
        await page.getByRole('heading', { name: 'No news sources yet' }).waitFor(LONG);
        await page.goto('/?feed=news');
        await page.getByRole('heading', { name: 'No news yet' }).waitFor(LONG);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }, 240_000);
  }
});
