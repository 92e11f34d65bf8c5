// Video and sound processing through the API, with the machine's ffmpeg: fixtures are made by
// ffmpeg here (a phone's turned .mov carrying a location, a WebM, an HEVC clip, a vertical short,
// an MP3, a damaged file), uploaded, attached to a post that shows "processing", and come out as
// H.264/AAC MP4 (or AAC/MP3) with their metadata gone, a poster and a placeholder.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MEDIA_MAX_SECONDS, VIDEO_MESSAGES } from '@trestle/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { eventually } from '../../../test/support/eventually';
import { makePost, makeUser, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import {
  brokenMov,
  clipWithTone,
  ffprobeFile,
  phoneMov,
} from '../../../test/support/media-fixtures';
import { programOnPath } from '../../optional-parts';
import { newId } from '../ids';
import { scaledSize, transcodeArgs, type Probe } from './ffmpeg';
import { processMedia } from './process';

const run = promisify(execFile);
const hasFfmpeg = programOnPath()('ffmpeg') && programOnPath()('ffprobe');
const encoders = hasFfmpeg ? (await run('ffmpeg', ['-hide_banner', '-encoders'])).stdout : '';

const app = useTestApp();
let person: TestUser;
let dir: string;
beforeAll(async () => {
  person = await makeUser(app);
  dir = await mkdtemp(join(tmpdir(), 'trestle-media-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Colour bars and a tone made by ffmpeg, then any further arguments, written to `name`. */
const fixture = (name: string, size: string, seconds: number, args: string[]) =>
  clipWithTone(dir, name, size, seconds, args);

/** What ffprobe reads in these bytes. */
async function ffprobe(bytes: Buffer) {
  const path = join(dir, `served-${Math.random().toString(36).slice(2)}`);
  await writeFile(path, bytes);
  return ffprobeFile(path);
}

async function upload(path: string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await readFile(path))]), name);
  const response = await fetch(`${app.url}/api/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${person.token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/** Uploads, posts it, and waits until the post's media is no longer processing. */
async function processedThroughAPost(path: string, name: string, type: 'video' | 'audio') {
  const uploaded = await upload(path, name);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  expectContract('uploadFile', 201, uploaded.body);
  expect(uploaded.body.processing).toBe(true);
  const post = await makePost(app, person, { media: [{ file: uploaded.body.filename, type }] });
  const ready = await eventually(
    async () => {
      const read = await api(app.url, 'GET', `/user/post/${post.id}`, { token: person.token });
      const item = read.body.media?.[0];
      return item && !item.processing ? read.body : undefined;
    },
    { timeoutMs: 60_000, what: `${name} processed` },
  );
  expectContract('getPost', 200, ready);
  const served = await fetch(`${app.url}/api/files/${uploaded.body.filename}`);
  expect(served.status).toBe(200);
  const bytes = Buffer.from(await served.arrayBuffer());
  return {
    post,
    item: ready.media[0],
    contentType: served.headers.get('content-type'),
    probe: await ffprobe(bytes),
  };
}

const video = (p: Awaited<ReturnType<typeof ffprobe>>) =>
  p.streams.find((s) => s.codec_type === 'video')!;
const audio = (p: Awaited<ReturnType<typeof ffprobe>>) =>
  p.streams.find((s) => s.codec_type === 'audio');

describe.skipIf(!hasFfmpeg)('video processing with ffmpeg', { timeout: 180_000 }, () => {
  it('a phone .mov becomes an upright H.264/AAC MP4 without its location, with a poster', async () => {
    const path = await phoneMov(dir);
    const before = await ffprobe(await readFile(path));
    expect(before.format.tags?.location, 'the fixture carries a location').toBeDefined();
    expect(
      Math.abs(video(before).side_data_list?.[0]?.rotation ?? 0),
      'the fixture is turned',
    ).toBe(90);

    const { post, item, contentType, probe } = await processedThroughAPost(
      path,
      'IMG_0001.MOV',
      'video',
    );
    expect(post.media[0].processing, 'the new post shows processing').toBe(true);
    expect(contentType).toBe('video/mp4');
    expect(probe.format.format_name).toContain('mp4');
    expect(video(probe).codec_name).toBe('h264');
    expect(audio(probe)?.codec_name).toBe('aac');
    expect(probe.format.tags?.location).toBeUndefined();
    expect(JSON.stringify(probe)).not.toMatch(/PhoneCo|48\.8577/);
    // Upright: the turned 320x240 picture is shown (and stored) 240x320, without a rotation left.
    expect([video(probe).width, video(probe).height]).toEqual([240, 320]);
    expect(video(probe).side_data_list ?? []).toEqual([]);
    expect(item).toMatchObject({ width: 240, height: 320 });
    expect(item.duration).toBeCloseTo(2, 0);
    expect(item.thumbnail).toMatch(/\.jpg$/);
    expect(item.placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const poster = await fetch(`${app.url}/api/files/${item.thumbnail}`);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
  });

  it('a WebM (VP9 and Opus) becomes H.264/AAC', async () => {
    const path = await fixture('clip.webm', '320x240', 1, [
      ...['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-c:a', 'libopus'],
    ]);
    const { probe } = await processedThroughAPost(path, 'clip.webm', 'video');
    expect(video(probe).codec_name).toBe('h264');
    expect(audio(probe)?.codec_name).toBe('aac');
  });

  it.skipIf(!encoders.includes('libx265'))('an HEVC clip becomes H.264', async () => {
    const path = await fixture('hevc.mp4', '320x240', 1, [
      ...['-c:v', 'libx265', '-x265-params', 'log-level=error', '-tag:v', 'hvc1', '-c:a', 'aac'],
    ]);
    const { probe } = await processedThroughAPost(path, 'hevc.mp4', 'video');
    expect(video(probe).codec_name).toBe('h264');
  });

  it('a vertical H.264 short is kept as it is (streams copied), metadata gone', async () => {
    const path = await fixture('short.mp4', '360x640', 3, [
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-metadata', 'title=Private'],
    ]);
    const { item, probe } = await processedThroughAPost(path, 'short.mp4', 'video');
    expect(video(probe).codec_name).toBe('h264');
    expect(JSON.stringify(probe)).not.toContain('Private');
    expect(item).toMatchObject({ width: 360, height: 640 });
    expect(item.duration).toBeCloseTo(3, 0);
  });

  it('sound becomes AAC; an MP3 stays MP3; each with its duration', async () => {
    const wav = join(dir, 'voice.wav');
    await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=duration=2', wav]);
    const fromWav = await processedThroughAPost(wav, 'voice.wav', 'audio');
    expect(fromWav.contentType).toBe('audio/mp4');
    expect(audio(fromWav.probe)?.codec_name).toBe('aac');
    expect(fromWav.item.duration).toBeCloseTo(2, 0);

    const mp3 = join(dir, 'memo.mp3');
    await run('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=duration=2', '-c:a', 'libmp3lame'],
      ...['-metadata', 'artist=Site Foreman', mp3],
    ]);
    const fromMp3 = await processedThroughAPost(mp3, 'memo.mp3', 'audio');
    expect(fromMp3.contentType).toBe('audio/mpeg');
    expect(audio(fromMp3.probe)?.codec_name).toBe('mp3');
    expect(JSON.stringify(fromMp3.probe)).not.toContain('Site Foreman');
  });

  it('refuses a file ffmpeg cannot read with a clear message, and keeps nothing', async () => {
    const broken = await brokenMov(dir);
    const count = async () =>
      (
        await app.database.db
          .selectFrom('files')
          .select('name')
          .where('owner_id', '=', person.id)
          .execute()
      ).length;
    const before = await count();
    const refused = await upload(broken, 'broken.mov');
    expect(refused.status).toBe(415);
    expect(refused.body.message).toBe(VIDEO_MESSAGES.unreadable);
    expect(await count()).toBe(before);
  });

  it('refuses a recording longer than the level allows', async () => {
    const longest = MEDIA_MAX_SECONDS.free;
    // A still picture for longer than the limit encodes to a few kilobytes.
    const path = join(dir, 'long.mp4');
    await run('ffmpeg', [
      ...[
        '-v',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        `color=size=64x64:rate=1:duration=${longest + 5}`,
      ],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', path],
    ]);
    const refused = await upload(path, 'long.mp4');
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe(VIDEO_MESSAGES.tooLong('free'));
  });

  it('a processing job interrupted by a restart is finished after it', async () => {
    // What a stop in the middle leaves: the row still processing, the source kept, a partial
    // result under the final name; pg-boss then runs the job again (retry or expiry).
    const path = await fixture('again.mov', '320x240', 1, ['-c:v', 'libx264', '-c:a', 'aac']);
    const name = `${newId()}.mp4`;
    const source = `${newId()}-source.mov`;
    await app.context.storage.put(source, await readFile(path));
    await app.context.storage.put(name, Buffer.from('half a video'));
    await app.database.db
      .insertInto('files')
      .values({
        name,
        owner_id: person.id,
        mime: 'video/quicktime',
        size: 1,
        width: 320,
        height: 240,
        status: 'processing',
      })
      .execute();
    await app.context.jobs.send('media.process', { name, source });
    const row = await eventually(
      async () => {
        const found = await app.database.db
          .selectFrom('files')
          .selectAll()
          .where('name', '=', name)
          .executeTakeFirst();
        // The source is removed once the result is stored.
        const sourceLeft = await app.context.storage.stat(source);
        return found?.status === 'ready' && !sourceLeft ? found : undefined;
      },
      { timeoutMs: 60_000, what: 'the job finished again' },
    );
    expect(row.mime).toBe('video/mp4');
    const served = await fetch(`${app.url}/api/files/${name}`);
    expect(video(await ffprobe(Buffer.from(await served.arrayBuffer()))).codec_name).toBe('h264');
  });

  it('waits while the VIDEO_PROCESSING_HOLD_FILE exists, then processes', async () => {
    const path = await fixture('held.mov', '320x240', 1, ['-c:v', 'libx264', '-c:a', 'aac']);
    const name = `${newId()}.mp4`;
    const source = `${newId()}-source.mov`;
    await app.context.storage.put(source, await readFile(path));
    await app.database.db
      .insertInto('files')
      .values({ name, owner_id: person.id, mime: 'video/quicktime', size: 1, status: 'processing' })
      .execute();
    const hold = join(dir, 'hold');
    await writeFile(hold, '');
    // The job as the worker runs it, with the hold file configured and its reads of the source seen.
    const reads: string[] = [];
    const storage = Object.create(app.context.storage) as typeof app.context.storage;
    storage.read = (file) => {
      reads.push(file);
      return app.context.storage.read(file);
    };
    const config = { ...app.context.config, videoProcessingHoldFile: hold };
    let done = false;
    const job = processMedia({ ...app.context, config, storage }, { name, source }).finally(() => {
      done = true;
    });
    // Unheld, the job reads the source a few milliseconds in; held, not at all.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(reads).toEqual([]);
    expect(done).toBe(false);
    await rm(hold);
    await job;
    expect(reads).toEqual([source]);
    const row = await app.database.db
      .selectFrom('files')
      .select('status')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('ready');
  });
});

describe('transcoding plans', () => {
  const probe = (over: Partial<Probe> = {}): Probe => ({
    duration: 10,
    container: 'mov,mp4,m4a,3gp,3g2,mj2',
    video: { codec: 'h264', pixelFormat: 'yuv420p', width: 1280, height: 720, rotation: 0 },
    audio: { codec: 'aac' },
    ...over,
  });

  it('copies a playable MP4 and transcodes anything else, always without metadata', () => {
    const asIs = transcodeArgs(probe(), 'in', 'out.mp4');
    expect(asIs).toEqual(expect.arrayContaining(['-c', 'copy', '-map_metadata', '-1']));
    const hevc = transcodeArgs(
      probe({
        video: { codec: 'hevc', pixelFormat: 'yuv420p', width: 1280, height: 720, rotation: 0 },
      }),
      'in',
      'out.mp4',
    );
    expect(hevc).toEqual(expect.arrayContaining(['libx264', '+faststart', '-map_metadata', '-1']));
  });

  it('scales to at most 1080 on the shorter side, keeping even sizes', () => {
    expect(scaledSize(3840, 2160)).toEqual({ width: 1920, height: 1080 });
    expect(scaledSize(2160, 3840)).toEqual({ width: 1080, height: 1920 });
    expect(scaledSize(641, 359)).toEqual({ width: 642, height: 360 });
  });
});
