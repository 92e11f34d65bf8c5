// Videos in Chromium at 375 and 1280 px: long videos and shorts made by ffmpeg here, uploaded
// through the API and processed by the server; the video column found from the navigation and
// searched; the shorts player moved by the keyboard and by scrolling, playing only the short on
// screen (muted, with an Unmute button); and the author's profile listing the shorts.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEYS } from '@trestle/sdk';
import {
  baseUrl,
  DESKTOP,
  e2e,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  seriousAxeViolations,
  waitForFrame,
} from './helpers';
import { expectNoHorizontalOverflow, postAs } from './journeys';
import { api, createPerson, type Person } from './people';

const run = promisify(execFile);
const LONG = { timeout: 60_000 };
/** The "long" videos' length: over the journeys' server's LONG_VIDEO_SECONDS (3). */
const LONG_CLIP_SECONDS = 5;

async function hasFfmpeg() {
  try {
    await run('ffmpeg', ['-version']);
    return true;
  } catch {
    return false;
  }
}
const ffmpegMissing = !(await hasFfmpeg());

/** An H.264/AAC MP4 of colour bars and a tone, made by ffmpeg. */
async function clip(dir: string, name: string, size: string, seconds: number) {
  const path = join(dir, name);
  await run('ffmpeg', [
    ...['-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc=size=${size}:rate=5:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=16000:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '24k', '-ac', '1', '-shortest'],
    path,
  ]);
  return path;
}

/** Uploads a file through the API; its stored name. */
async function upload(person: Person, path: string, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await readFile(path))]), name);
  const response = await fetch(`${baseUrl()}/api/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${person.token}` },
    body: form,
  });
  const body = (await response.json()) as { filename: string };
  if (response.status !== 201) throw new Error(`upload ${name}: ${JSON.stringify(body)}`);
  return body.filename;
}

/** Posts an uploaded video and waits until the server has processed it. */
async function postVideo(person: Person, file: string, text: string, kind: 'post' | 'short') {
  const post = await postAs(person, text, { kind, media: [{ file, type: 'video' }] });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const read = await api<{ media: { processing?: boolean; duration?: number }[] }>(
      `/user/post/${post.id}`,
      { token: person.token },
    );
    if (read.media[0] && !read.media[0].processing) return post;
    if (Date.now() > deadline) throw new Error(`${text}: still processing`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function openSignedIn(browser: Browser, viewport: typeof PHONE, token: string) {
  const opened = await openPage(browser, viewport, { bypassCSP: true });
  await opened.context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [TOKEN_STORAGE_KEYS.token, token],
  );
  await opened.page.goto('/');
  await waitForFrame(opened.page);
  return opened;
}

/** The short on screen in a player, and its video's state. */
const activeSlide = (player: Locator) => player.locator('[data-active="true"]');
function videoState(slide: Locator) {
  return slide.locator('video').evaluate((video: HTMLVideoElement) => ({
    paused: video.paused,
    muted: video.muted,
    time: video.currentTime,
  }));
}

/** Waits until the short on screen says `text` and is playing muted. */
async function expectPlaying(player: Locator, text: string) {
  const slide = activeSlide(player);
  await slide.getByText(text).waitFor(LONG);
  await expect.poll(async () => (await videoState(slide)).paused, { timeout: 30_000 }).toBe(false);
  // Really playing: its time moves on.
  await expect
    .poll(async () => (await videoState(slide)).time, { timeout: 30_000 })
    .toBeGreaterThan(0);
  expect((await videoState(slide)).muted).toBe(true);
}

/**
 * Waits until the player has stopped moving onto the short on screen: a swipe that starts while a
 * smooth scroll is still under way can be snapped back to where it began (as a person would see).
 */
async function waitUntilSettled(player: Locator) {
  await expect
    .poll(
      () =>
        player.evaluate((scroller: HTMLElement) => {
          const slide = scroller.querySelector<HTMLElement>('[data-active="true"]');
          return slide !== null && Math.abs(scroller.scrollTop - slide.offsetTop) < 2;
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}

const slideSaying = (player: Locator, text: string) =>
  player.locator('[data-short-index]', { hasText: text });

describe.skipIf(e2e.skip !== undefined || ffmpegMissing)('videos and shorts', () => {
  let browser: Browser;
  let dir: string;
  let author: Person;
  const stamp = Date.now().toString(36);
  const words = { bridge: `bridgepour${stamp}`, crane: `cranelift${stamp}` };
  const shortTexts = [`First short ${stamp}`, `Second short ${stamp}`, `Third short ${stamp}`];

  beforeAll(async () => {
    browser = await launchBrowser();
    dir = await mkdtemp(join(tmpdir(), 'trestle-videos-e2e-'));
    author = await createPerson(`filmer_${stamp}`, 'Fran Filmer');
    // Long videos (the `videos_full` subtype) are four minutes or more; the journeys' server counts
    // from LONG_VIDEO_SECONDS=3 (e2e/built-server.ts), so a clip of a few seconds is one.
    const long = await clip(dir, 'long.mp4', '160x90', LONG_CLIP_SECONDS);
    // Shorter than that: the shorts are not long videos too.
    const short = await clip(dir, 'short.mp4', '180x320', 2);
    for (const word of [words.bridge, words.crane]) {
      await postVideo(
        author,
        await upload(author, long, `${word}.mp4`),
        `Site video ${word}`,
        'post',
      );
    }
    // Posted one after another: the third is the newest.
    for (const text of shortTexts) {
      const file = await upload(author, short, `${text}.mp4`);
      await postVideo(author, file, text, 'short');
    }
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`finds long videos and plays shorts one at a time at ${viewport.width} px (${name})`, async () => {
      const { page, context, errors } = await openSignedIn(browser, viewport, author.token);

      // The video column, from the navigation (behind Menu on a phone).
      if (name === 'phone') await page.getByRole('button', { name: /^Menu/ }).click();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Videos' })
        .click();
      await page.getByRole('heading', { name: 'Videos', level: 1 }).waitFor(LONG);
      expect(new URL(page.url()).pathname).toBe('/videos');
      const column = page.getByRole('list', { name: 'Videos' });
      await column.getByText(`Site video ${words.bridge}`).waitFor(LONG);
      await column.getByText(`Site video ${words.crane}`).waitFor(LONG);
      await expectNoHorizontalOverflow(page);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Searched: only the matching video stays, and it plays in Chromium.
      await page.getByRole('textbox', { name: 'Search videos' }).fill(words.crane);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect.poll(() => column.getByText(`Site video ${words.bridge}`).count(), LONG).toBe(0);
      const found = column.locator('article', { hasText: `Site video ${words.crane}` });
      const duration = await found.locator('video').evaluate(
        (video: HTMLVideoElement) =>
          new Promise<number>((resolve, reject) => {
            video.addEventListener('loadedmetadata', () => resolve(video.duration), { once: true });
            video.addEventListener('error', () => reject(new Error('the video did not load')), {
              once: true,
            });
            video.preload = 'metadata';
            video.load();
          }),
      );
      expect(Math.abs(duration - LONG_CLIP_SECONDS)).toBeLessThan(0.5);
      await screenshot(page, `videos-column-${viewport.width}`);

      // Shorts: the newest first, playing muted with an Unmute button.
      await page.getByRole('tab', { name: 'Shorts' }).click();
      await page.waitForURL('**/videos/shorts');
      const player = page.getByRole('region', { name: 'Shorts' });
      await expectPlaying(player, shortTexts[2]!);
      await activeSlide(player).getByRole('button', { name: 'Unmute' }).waitFor();
      await screenshot(page, `videos-shorts-${viewport.width}`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The keyboard moves to the next; the one left is paused.
      await page.keyboard.press('ArrowDown');
      await expectPlaying(player, shortTexts[1]!);
      expect((await videoState(slideSaying(player, shortTexts[2]!))).paused).toBe(true);

      // So does scrolling (a swipe on a phone): the player snaps to the next short.
      await waitUntilSettled(player);
      const box = (await player.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, box.height);
      await expectPlaying(player, shortTexts[0]!);
      expect((await videoState(slideSaying(player, shortTexts[1]!))).paused).toBe(true);

      // And back up with k.
      await waitUntilSettled(player);
      await page.keyboard.press('k');
      await expectPlaying(player, shortTexts[1]!);
      expect((await videoState(slideSaying(player, shortTexts[0]!))).paused).toBe(true);

      // The author's profile lists the shorts, newest first, and opens the same player.
      await page.goto(`/profile/${author.username}`);
      await page.getByRole('tab', { name: 'Shorts' }).click();
      const grid = page.getByRole('list', { name: 'Shorts' });
      await grid.getByRole('button').first().waitFor(LONG);
      expect(await grid.getByRole('button').evaluateAll((b) => b.map((x) => x.ariaLabel))).toEqual(
        [...shortTexts].reverse().map((text) => `Play short: ${text}`),
      );
      await grid.getByRole('button', { name: `Play short: ${shortTexts[1]}` }).click();
      // The author's own profile: the player is named for them.
      const dialog = page.getByRole('dialog', { name: 'Your shorts' });
      await expectPlaying(dialog.getByRole('region'), shortTexts[1]!);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      expect(errors).toEqual([]);
      await context.close();
    }, 240_000);
  }
});
