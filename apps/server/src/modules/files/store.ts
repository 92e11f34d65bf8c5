// Uploads are streamed to a temporary file while counted, recognised by their bytes, images
// re-encoded (EXIF and GPS gone: site photos reveal where people work), then put in storage.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MEDIA_MAX_SECONDS, VIDEO_MESSAGES, type MembershipLevel } from '@trestle/core';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import type { AppContext } from '../../platform/context';
import { HttpError, notFound } from '../../platform/http/errors';
import { newId } from '../../platform/ids';
import { MediaUnreadable, probe, videoProcessingOn } from '../../platform/media/ffmpeg';
import { STORED_NAME } from '../../platform/storage/local-disk';
import { ACCEPTED_DESCRIPTION, kindOfMime, type FileKind } from './kinds';
import { findFile, insertFile } from './repo';

export interface Upload {
  stream: Readable & { truncated?: boolean };
  ownerId: string;
  maxBytes: number;
  /** The uploader's membership level: how long a video or sound file may be. */
  level: MembershipLevel;
}

async function reencode(input: string | Buffer, kind: FileKind) {
  const image = sharp(input, { animated: kind.mime === 'image/gif' }).rotate();
  const encoded =
    kind.mime === 'image/jpeg'
      ? image.jpeg({ quality: 85, mozjpeg: true })
      : kind.mime === 'image/png'
        ? image.png()
        : kind.mime === 'image/webp'
          ? image.webp({ quality: 85 })
          : image.gif();
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.pageHeight ?? info.height };
}

/** Receives, checks and stores one upload; returns its row. Nothing is kept on failure. */
export async function storeUpload(ctx: AppContext, { stream, ownerId, maxBytes, level }: Upload) {
  const tmpDir = join(ctx.config.dataDir, 'tmp');
  await mkdir(tmpDir, { recursive: true });
  const tmp = join(tmpDir, `${newId()}.part`);
  try {
    await pipeline(stream, createWriteStream(tmp));
    if (stream.truncated) {
      const megabytes = Math.floor(maxBytes / 1048576);
      throw new HttpError(413, `The file is larger than your upload limit of ${megabytes} MB.`);
    }
    const kind = kindOfMime((await fileTypeFromFile(tmp))?.mime);
    if (!kind) {
      throw new HttpError(
        415,
        `This kind of file is not accepted. You can upload ${ACCEPTED_DESCRIPTION}.`,
      );
    }
    if (kind.recording && videoProcessingOn(ctx.config)) {
      return await storeRecording(ctx, { tmp, kind, ownerId, level });
    }
    const name = `${newId()}.${kind.extension}`;
    let width: number | null = null;
    let height: number | null = null;
    let size: number;
    if (kind.image) {
      const image = await reencode(tmp, kind).catch(() => {
        throw new HttpError(415, 'This image could not be read. Please try another file.');
      });
      ({ width, height } = image);
      size = (await ctx.storage.put(name, image.data)).size;
    } else {
      size = (await ctx.storage.put(name, createReadStream(tmp))).size;
    }
    const row = { name, owner_id: ownerId, mime: kind.mime, size, width, height };
    await insertFile(ctx.db, row);
    return row;
  } finally {
    await rm(tmp, { force: true });
  }
}

/**
 * A video or sound file, read by ffprobe now (a file it cannot read is refused here, with a
 * message, and nothing is kept; so is one longer than the person's level allows), stored as
 * uploaded and queued for processing (platform/media/process.ts), which stores the result under
 * the row's name (`.mp4`; sound `.m4a`, MP3 stays `.mp3`). Until then the row is 'processing'
 * and the file itself is not served yet.
 */
async function storeRecording(
  ctx: AppContext,
  {
    tmp,
    kind,
    ownerId,
    level,
  }: { tmp: string; kind: FileKind; ownerId: string; level: MembershipLevel },
) {
  const probed = await probe(tmp).catch((error: unknown) => {
    if (error instanceof MediaUnreadable) throw new HttpError(415, VIDEO_MESSAGES.unreadable);
    throw error;
  });
  if (probed.duration > MEDIA_MAX_SECONDS[level]) {
    throw new HttpError(413, VIDEO_MESSAGES.tooLong(level));
  }
  const extension = probed.video ? 'mp4' : kind.mime === 'audio/mpeg' ? 'mp3' : 'm4a';
  const id = newId();
  const name = `${id}.${extension}`;
  // Stored files are never overwritten: the upload waits under a name of its own.
  const source = `${id}-source.${kind.extension}`;
  const { size } = await ctx.storage.put(source, createReadStream(tmp));
  const row = {
    name,
    owner_id: ownerId,
    mime: kind.mime,
    size,
    width: probed.video?.width ?? null,
    height: probed.video?.height ?? null,
    duration: Math.round(probed.duration * 1000) / 1000,
    status: 'processing' as const,
  };
  await insertFile(ctx.db, row);
  await ctx.jobs.send('media.process', { name, source });
  return row;
}

/**
 * Stores an image the server fetched itself (a link preview's picture): recognised by its bytes,
 * re-encoded like an upload (metadata gone), owned by nobody. Null when it is not an image we
 * can read.
 */
export async function storeServerImage(ctx: AppContext, bytes: Buffer) {
  const kind = kindOfMime((await fileTypeFromBuffer(bytes))?.mime);
  if (!kind?.image) return null;
  const image = await reencode(bytes, kind).catch(() => null);
  if (!image) return null;
  const name = `${newId()}.${kind.extension}`;
  const { size } = await ctx.storage.put(name, image.data);
  const row = {
    name,
    owner_id: null,
    mime: kind.mime,
    size,
    width: image.width,
    height: image.height,
  };
  await insertFile(ctx.db, row);
  return row;
}

/** A stored file by name, with its size on disk; 404 for anything else. */
export async function findStoredFile(ctx: AppContext, name: string) {
  if (!STORED_NAME.test(name)) throw notFound('No such file.');
  const row = await findFile(ctx.db, name);
  const stored = row ? await ctx.storage.stat(name) : null;
  if (!row || !stored) throw notFound('No such file.');
  return { row, size: stored.size, kind: kindOfMime(row.mime) };
}
