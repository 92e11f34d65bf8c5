// Videos in Chromium, with fixtures made here by the machine's ffmpeg: a phone's turned .mov with
// a location is uploaded from the composer with visible progress, posted, shows "Processing…" with
// its progress, then plays (duration read in the page); the file the server serves has no
// location (ffprobe). A damaged file is refused with the server's message, an upload is cancelled
// (its request aborted), and a third video says that two upload at a time. The server's processing
// is held while the journey looks at the processing post (VIDEO_PROCESSING_HOLD_FILE), so nothing
// here depends on how fast the machine transcodes, and the clip can be small.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { VIDEO_MESSAGES, VIDEO_UPLOAD_LIMIT_MESSAGE } from '@trestle/core';
import { TOKEN_STORAGE_KEYS } from '@trestle/sdk';
import {
  brokenMov as makeBrokenMov,
  ffprobeFile as ffprobe,
  FIXTURE_DEVICE,
  FIXTURE_LOCATION,
  phoneMov as makePhoneMov,
} from '../../server/test/support/media-fixtures';
import { VIDEO_HOLD_FILE } from './built-server';
import {
  baseUrl,
  DESKTOP,
  e2e,
  launchBrowser,
  openNewPost,
  openPage,
  PHONE,
  screenshot,
  seriousAxeViolations,
  waitForFrame,
} from './helpers';
import { expectNoHorizontalOverflow, postAs } from './journeys';
import { api, createPerson } from './people';

const ffmpegMissing =
  spawnSync('ffmpeg', ['-version']).status === 0 && spawnSync('ffprobe', ['-version']).status === 0
    ? undefined
    : 'ffmpeg and ffprobe are not on PATH';

/** The phone clip's length in seconds. */
const CLIP_SECONDS = 3;
// Steps that follow server work (transcoding) get long waits: CI runs them beside other suites.
const LONG = { timeout: 120_000 };

/**
 * Holds the server's video processing until the returned function is called: a post stays
 * "processing" for as long as the journey needs to look at it.
 */
async function holdVideoProcessing(): Promise<() => Promise<void>> {
  if (e2e.skip !== undefined) throw new Error(e2e.skip);
  const file = join(e2e.dataDir, VIDEO_HOLD_FILE);
  await writeFile(file, '');
  return () => rm(file, { force: true });
}

let dir: string;
let phoneMov: string;
let brokenMov: string;

async function openSignedIn(browser: Browser, viewport: typeof PHONE, token: string) {
  const opened = await openPage(browser, viewport, { bypassCSP: true });
  await opened.context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [TOKEN_STORAGE_KEYS.token, token],
  );
  // Processing progress comes over the realtime connection: it must be open.
  const socket = opened.page.waitForEvent('websocket', { timeout: 60_000 });
  await opened.page.goto('/');
  await waitForFrame(opened.page);
  await socket;
  return opened;
}

/** Slows the page's uploads to `bytesPerSecond`, so an upload is seen while it travels. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

const composer = (page: Page) => page.getByRole('dialog', { name: 'New post' });
const videoFile = async (path: string, name: string) => ({
  name,
  mimeType: 'video/quicktime',
  buffer: await readFile(path),
});
/** A large "video" that is still on its way whenever the journey looks (it is cancelled). */
const travellingVideo = (name: string) => ({
  name,
  mimeType: 'video/quicktime',
  buffer: Buffer.alloc(4 * 1024 * 1024),
});

describe.skipIf(e2e.skip !== undefined || ffmpegMissing !== undefined)('videos', () => {
  let browser: Browser;
  const stamp = Date.now().toString(36);
  beforeAll(async () => {
    browser = await launchBrowser();
    dir = await mkdtemp(join(tmpdir(), 'trestle-e2e-video-'));
    // A phone's recording (turned 90°, with a location and a device name), small: the journey
    // holds its processing to see the post processing, so it need not take long to transcode.
    phoneMov = await makePhoneMov(dir, {
      size: '640x360',
      seconds: CLIP_SECONDS,
      rate: 25,
      preset: 'ultrafast',
    });
    brokenMov = await makeBrokenMov(dir);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('the fixture is a turned phone video carrying a location', async () => {
    const probe = await ffprobe(phoneMov);
    expect(probe.format.tags?.location).toBe(FIXTURE_LOCATION);
    const video = probe.streams.find((s) => s.codec_type === 'video')!;
    expect(Math.abs(video.side_data_list?.[0]?.rotation ?? 0)).toBe(90);
  });

  it('plays a video that became ready while the page had no realtime connection, without a reload', async () => {
    const person = await createPerson(`waiter_${stamp}`);
    const release = await holdVideoProcessing();
    onTestFinished(release);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await readFile(phoneMov))]), 'IMG_0043.MOV');
    const uploaded = await fetch(`${baseUrl()}/api/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${person.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { filename } = (await uploaded.json()) as { filename: string };
    const post = await postAs(person, `Waiting for the pour ${stamp}`, {
      media: [{ file: filename, type: 'video' }],
    });

    // The page never gets its realtime connection: the ready event cannot reach it.
    const { page, context } = await openPage(browser, PHONE);
    await context.routeWebSocket(/\/socket\.io\//, (socket) => socket.close());
    await context.route(/\/socket\.io\//, (route) => route.abort());
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key!, value!),
      [TOKEN_STORAGE_KEYS.token, person.token],
    );
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(`/post/${post.id}`);
    const card = page.getByRole('article').filter({ hasText: `Waiting for the pour ${stamp}` });
    await card.getByTestId('media-processing').waitFor(LONG);

    await release();
    await expect
      .poll(async () => {
        const read = await api(`/user/post/${post.id}`, { token: person.token });
        return read.media[0]?.processing ?? false;
      }, LONG)
      .toBe(false);
    // The page reads the post again by itself: the player, with no reload.
    await card.locator('video').waitFor(LONG);
    expect(await card.getByTestId('media-processing').count()).toBe(0);
    expect(loads).toBe(1);
    await context.close();
  }, 240_000);

  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`uploads a phone video with progress, shows it processing, then plays it at ${viewport.width} px (${name})`, async () => {
      const { token } = await createPerson(`filmer_${name}_${stamp}`);
      const { page, context, errors } = await openSignedIn(browser, viewport, token);
      // About five seconds on the way, whatever the machine.
      const size = (await stat(phoneMov)).size;
      await throttleUploads(page, Math.max(64 * 1024, Math.round(size / 5)));

      // Processed only when the journey has seen the post processing.
      const release = await holdVideoProcessing();
      onTestFinished(release);
      await openNewPost(page);
      const dialog = composer(page);
      const words = `Pour on level three ${name} ${stamp}`;
      await dialog.getByRole('textbox', { name: 'Post text' }).fill(words);
      await dialog
        .getByLabel('Add photos or videos')
        .setInputFiles(await videoFile(phoneMov, 'IMG_0042.MOV'));

      // Progress while it travels: the percentage, the bytes sent, the bar; Post waits.
      const row = dialog.getByRole('listitem').filter({ hasText: 'IMG_0042.MOV' });
      await row.getByText(/^Uploading [1-9]\d?%$/).waitFor({ timeout: 60_000 });
      await row.getByText(/^[\d.]+ (B|KB|MB) of [\d.]+ (KB|MB)$/).waitFor();
      const bar = row.getByRole('progressbar', { name: 'Upload of IMG_0042.MOV' });
      expect(Number(await bar.getAttribute('value'))).toBeGreaterThan(0);
      const post = dialog.getByRole('button', { name: 'Post', exact: true });
      expect(await post.isDisabled()).toBe(true);
      await dialog.getByText('Waiting for uploads to finish…').waitFor();
      await expectNoHorizontalOverflow(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, `video-uploading-${viewport.width}`);
      await row.getByText('Uploaded').waitFor({ timeout: 120_000 });

      // Everything the processing box says, and the space it takes, from now on.
      await page.evaluate(() => {
        const seen: { text: string; width: number; height: number }[] = [];
        (window as unknown as { processingSeen: typeof seen }).processingSeen = seen;
        new MutationObserver(() => {
          for (const box of document.querySelectorAll('[data-testid="media-processing"]')) {
            const { width, height } = box.getBoundingClientRect();
            const text = box.textContent ?? '';
            if (seen.at(-1)?.text !== text) seen.push({ text, width, height });
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      const created = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/user/post') && response.request().method() === 'POST',
      );
      await post.click();
      expect((await created).status()).toBe(201);
      const { id, media } = (await (await created).json()) as {
        id: string;
        media: { processing?: boolean }[];
      };

      // The new post on top of the home feed: processing (held), then, let go, the player.
      expect(media[0]?.processing).toBe(true);
      const card = page.getByRole('article').filter({ hasText: words });
      await card.getByTestId('media-processing').waitFor();
      await release();
      const player = card.locator('video');
      await player.waitFor(LONG);
      const seen = await page.evaluate(
        () =>
          (
            window as unknown as {
              processingSeen: { text: string; width: number; height: number }[];
            }
          ).processingSeen,
      );
      expect(seen[0]?.text).toBe(VIDEO_MESSAGES.processing);
      expect(seen.map((s) => s.text)).toContainEqual(
        expect.stringMatching(new RegExp(`^${VIDEO_MESSAGES.processing} \\d+%$`)),
      );

      // It plays: the duration read in the page is the clip's, and it runs.
      const played = await player.evaluate(async (video: HTMLVideoElement) => {
        video.muted = true;
        await video.play();
        if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) {
          await new Promise((resolve) =>
            video.addEventListener('loadeddata', resolve, { once: true }),
          );
        }
        const { width, height } = video.getBoundingClientRect();
        return {
          duration: video.duration,
          readyState: video.readyState,
          paused: video.paused,
          poster: video.poster,
          controls: video.controls,
          playsInline: video.playsInline,
          attributes: [video.getAttribute('width'), video.getAttribute('height')],
          natural: [String(video.videoWidth), String(video.videoHeight)],
          box: { width, height },
        };
      });
      expect(Math.abs(played.duration - CLIP_SECONDS)).toBeLessThan(0.5);
      expect(played.readyState).toBeGreaterThanOrEqual(2);
      expect(played.paused).toBe(false);
      expect(played.poster).toContain('/api/files/');
      expect(played.controls).toBe(true);
      expect(played.playsInline).toBe(true);
      // Upright, sized by the media item as the file really is; the processing box had its shape.
      expect(played.attributes).toEqual(played.natural);
      expect(Number(played.natural[0])).toBeLessThan(Number(played.natural[1]));
      const processingBox = seen[0]!;
      const boxes = JSON.stringify({ processingBox, played: played.box });
      expect(Math.abs(processingBox.width - played.box.width), boxes).toBeLessThanOrEqual(1);
      expect(Math.abs(processingBox.height - played.box.height), boxes).toBeLessThanOrEqual(1);
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `video-playing-${viewport.width}`);

      // The file everyone is served has no location or device left.
      const stored = await api(`/user/post/${id}`, { token });
      const served = await fetch(`${baseUrl()}/api/files/${stored.media[0].file}`);
      expect(served.status).toBe(200);
      const downloaded = join(dir, `served-${name}.mp4`);
      await writeFile(downloaded, Buffer.from(await served.arrayBuffer()));
      const probe = await ffprobe(downloaded);
      expect(probe.format.tags?.location).toBeUndefined();
      expect(probe.streams.some((s) => s.tags?.location)).toBe(false);
      expect(JSON.stringify(probe)).not.toContain(FIXTURE_DEVICE);
      expect(probe.streams.find((s) => s.codec_type === 'video')?.codec_name).toBe('h264');
      expect(errors).toEqual([]);
      await context.close();
    }, 360_000);

    it(`refuses a damaged file with its reason, cancels an upload and holds a third video at ${viewport.width} px (${name})`, async () => {
      const { token } = await createPerson(`cutter_${name}_${stamp}`);
      const { page, context } = await openSignedIn(browser, viewport, token);
      // Slow enough that the videos are still on their way while the test looks at them.
      await throttleUploads(page, 32 * 1024);
      const posted: string[] = [];
      const aborted: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/files')) posted.push(request.url());
      });
      page.on('requestfailed', (request) => {
        if (request.url().endsWith('/api/files')) aborted.push(request.failure()?.errorText ?? '');
      });

      await openNewPost(page);
      const dialog = composer(page);
      const input = dialog.getByLabel('Add photos or videos');

      // A damaged file: the server's reason on its row, Retry sends it again, Remove takes it off.
      await input.setInputFiles({
        name: 'broken.mov',
        mimeType: 'video/quicktime',
        buffer: await readFile(brokenMov),
      });
      const broken = dialog.getByRole('listitem').filter({ hasText: 'broken.mov' });
      await broken.getByText(`Failed: ${VIDEO_MESSAGES.unreadable}`).waitFor({ timeout: 60_000 });
      await broken.getByRole('button', { name: 'Retry broken.mov' }).click();
      // The same file goes again, and is refused again.
      await expect.poll(() => posted.length, { timeout: 15_000 }).toBe(2);
      await broken.getByText(`Failed: ${VIDEO_MESSAGES.unreadable}`).waitFor({ timeout: 60_000 });
      await broken.getByRole('button', { name: 'Remove broken.mov' }).click();
      await broken.waitFor({ state: 'detached' });

      // Three videos: two travel, the third waits, and the composer says why.
      await input.setInputFiles([
        travellingVideo('first.mov'),
        travellingVideo('second.mov'),
        travellingVideo('third.mov'),
      ]);
      const rowOf = (file: string) => dialog.getByRole('listitem').filter({ hasText: file });
      await dialog.getByText(VIDEO_UPLOAD_LIMIT_MESSAGE).waitFor();
      await rowOf('first.mov')
        .getByText(/^Uploading/)
        .waitFor();
      await rowOf('second.mov')
        .getByText(/^Uploading/)
        .waitFor();
      await rowOf('third.mov').getByText('Waiting').waitFor();
      await expectNoHorizontalOverflow(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, `video-limit-${viewport.width}`);

      // Cancel from the keyboard: the request is aborted, the row goes, the flag clears.
      await rowOf('first.mov').getByRole('button', { name: 'Cancel upload of first.mov' }).focus();
      await page.keyboard.press('Enter');
      await rowOf('first.mov').waitFor({ state: 'detached' });
      await expect.poll(() => aborted.length, { timeout: 15_000 }).toBe(1);
      await dialog.getByText(VIDEO_UPLOAD_LIMIT_MESSAGE).waitFor({ state: 'detached' });
      await rowOf('third.mov')
        .getByText(/^Uploading/)
        .waitFor();

      for (const file of ['second.mov', 'third.mov']) {
        await rowOf(file)
          .getByRole('button', { name: `Cancel upload of ${file}` })
          .click();
      }
      await dialog.getByRole('list', { name: 'Attached files' }).waitFor({ state: 'detached' });
      await expect.poll(() => aborted.length, { timeout: 15_000 }).toBe(3);
      // Nothing left to wait for: Post is free again.
      expect(await dialog.getByRole('button', { name: 'Post', exact: true }).isDisabled()).toBe(
        false,
      );
      await context.close();
    }, 240_000);
  }
});
