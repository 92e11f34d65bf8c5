// The `media.process` job: turns one uploaded video or sound file (kept as uploaded under a
// `-source` name) into one that plays everywhere (ffmpeg.ts), stored under the name the upload
// was given, then tells the posts that attach it and the person who uploaded it. A video gets a poster frame (a JPEG file of the same owner)
// and a ThumbHash placeholder. A file ffmpeg cannot read is marked 'failed', its bytes removed and
// its media items taken off the posts. Runs again safely: it only acts on a 'processing' row, so
// a job interrupted by a restart (failed by stop(), or expired by pg-boss) is simply run again.
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { VIDEO_MESSAGES, type MediaItem } from '@trestle/core';
import { sql } from 'kysely';
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import type { AppContext } from '../context';
import type { FileRow } from '../db/tables';
import { newId } from '../ids';
import type { JobInfo } from '../jobs/jobs';
import type { QueuePayloads } from '../jobs/queues';
import { MediaUnreadable, posterFrame, probe, scaledSize, transcode } from './ffmpeg';

type Job = QueuePayloads['media.process'];

/** The least time between two progress events to the uploader. */
const PROGRESS_EVERY_MS = 500;

export async function processMedia(ctx: AppContext, job: Job, info?: JobInfo): Promise<void> {
  const row = await ctx.db
    .selectFrom('files')
    .selectAll()
    .where('name', '=', job.name)
    .executeTakeFirst();
  if (row?.status !== 'processing') return;
  await whileHeld(ctx.config.videoProcessingHoldFile);
  const work = join(ctx.config.dataDir, 'tmp', `media-${newId()}`);
  await mkdir(work, { recursive: true });
  try {
    const input = join(work, 'input');
    await pipeline(ctx.storage.read(job.source), createWriteStream(input));
    const probed = await probe(input);
    const output = join(work, row.name);
    let last = 0;
    await transcode(probed, input, output, (fraction) => {
      const now = Date.now();
      if (now - last < PROGRESS_EVERY_MS || !row.owner_id) return;
      last = now;
      ctx.realtime
        .toUser(row.owner_id)
        .emit('media:progress', { file: row.name, percent: Math.floor(fraction * 100) });
    });
    const result = await probe(output);
    const poster = result.video ? await makePoster(ctx, row, output, result.duration, work) : null;
    // What an interrupted earlier run may have left is replaced.
    await ctx.storage.delete(row.name);
    const { size } = await ctx.storage.put(row.name, createReadStream(output));
    const shown = result.video ? scaledSize(result.video.width, result.video.height) : null;
    await ctx.db
      .updateTable('files')
      .set({
        status: 'ready',
        mime: result.video ? 'video/mp4' : row.name.endsWith('.mp3') ? 'audio/mpeg' : 'audio/mp4',
        size,
        width: shown?.width ?? null,
        height: shown?.height ?? null,
        duration: Math.round(result.duration * 1000) / 1000,
        poster: poster?.name ?? null,
        placeholder: poster?.placeholder ?? null,
      })
      .where('name', '=', row.name)
      .where('status', '=', 'processing')
      .execute();
    await ctx.storage.delete(job.source);
    await settlePostsMedia(ctx, row.name);
    if (row.owner_id) ctx.realtime.toUser(row.owner_id).emit('media:ready', { file: row.name });
  } catch (error) {
    if (error instanceof MediaUnreadable || info?.lastAttempt !== false) {
      ctx.log.warn({ err: error, file: row.name }, 'cannot process a video or sound file');
      await failMedia(ctx, row, job.source);
      return;
    }
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Waits while the config's hold file exists (VIDEO_PROCESSING_HOLD_FILE: the journeys' hold). */
async function whileHeld(file: string | undefined) {
  if (!file) return;
  for (;;) {
    try {
      await access(file);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The poster frame as a JPEG file of the uploader's, and its ThumbHash. */
async function makePoster(
  ctx: AppContext,
  row: FileRow,
  video: string,
  duration: number,
  work: string,
) {
  const frame = join(work, 'poster.jpg');
  await posterFrame(video, frame, duration);
  // Re-encoded like every image (nothing but pixels survives).
  const { data, info } = await sharp(frame)
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  const tiny = await sharp(data)
    .resize(100, 100, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const hash = rgbaToThumbHash(tiny.info.width, tiny.info.height, tiny.data);
  const name = `${newId()}.jpg`;
  const { size } = await ctx.storage.put(name, data);
  await ctx.db
    .insertInto('files')
    .values({
      name,
      owner_id: row.owner_id,
      mime: 'image/jpeg',
      size,
      width: info.width,
      height: info.height,
    })
    .execute();
  return { name, placeholder: Buffer.from(hash).toString('base64') };
}

async function failMedia(ctx: AppContext, row: FileRow, source: string) {
  await ctx.storage.delete(source).catch(() => undefined);
  await ctx.storage.delete(row.name).catch(() => undefined);
  await ctx.db
    .updateTable('files')
    .set({ status: 'failed', error: VIDEO_MESSAGES.failed, size: 0 })
    .where('name', '=', row.name)
    .execute();
  await settlePostsMedia(ctx, row.name);
  if (row.owner_id) {
    ctx.realtime
      .toUser(row.owner_id)
      .emit('media:failed', { file: row.name, message: VIDEO_MESSAGES.failed });
  }
}

/**
 * A media item as its file now is: processing (with what the probe at upload measured), ready
 * (the processed size, length, poster and placeholder) or null when the file failed.
 */
export function mediaItemFromFile(
  item: MediaItem,
  file: Pick<
    FileRow,
    'status' | 'mime' | 'width' | 'height' | 'duration' | 'poster' | 'placeholder'
  >,
): MediaItem | null {
  if (item.type !== 'video' && item.type !== 'audio') return item;
  if (file.status === 'failed') return null;
  const { processing: _processing, placeholder: _placeholder, ...rest } = item;
  return {
    ...rest,
    ...(file.width && file.height ? { width: file.width, height: file.height } : {}),
    ...(file.duration !== null ? { duration: file.duration } : {}),
    ...(file.poster ? { thumbnail: file.poster } : {}),
    ...(file.placeholder ? { placeholder: file.placeholder } : {}),
    ...(file.status === 'processing' ? { processing: true } : {}),
  };
}

/**
 * Brings every post that attaches the file up to date with it (its media items rewritten, or
 * removed when it failed). Called by the job once the file is settled, and by a new or edited
 * post after it is stored (a job that settled in between would have missed it).
 */
export async function settlePostsMedia(ctx: AppContext, name: string): Promise<void> {
  const file = await ctx.db
    .selectFrom('files')
    .selectAll()
    .where('name', '=', name)
    .executeTakeFirst();
  if (!file || file.status === 'processing') return;
  const posts = await ctx.db
    .selectFrom('posts')
    .select(['id', 'media'])
    .where('author_id', '=', file.owner_id)
    .where(sql<boolean>`media @> ${JSON.stringify([{ file: name }])}::jsonb`)
    .execute();
  for (const post of posts) {
    const media = post.media.flatMap((item) => {
      if (item.file !== name) return [item];
      const settled = mediaItemFromFile(item, file);
      return settled ? [settled] : [];
    });
    await ctx.db
      .updateTable('posts')
      .set({ media: JSON.stringify(media) })
      .where('id', '=', post.id)
      .execute();
  }
}
