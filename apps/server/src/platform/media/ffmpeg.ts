// ffmpeg and ffprobe, the machine's own (Debian's `ffmpeg` package), run with child_process.spawn:
// never a shell, every argument one array element, a time limit on each run. Whether they are
// there is decided once per process (config VIDEO_PROCESSING=auto and both on PATH); without them
// videos are kept as uploaded and the start-up lines say so (optional-parts.ts).
import { spawn } from 'node:child_process';
import { VIDEO_MAX_SHORT_SIDE } from '@trestle/core';
import type { Config } from '../../config';
import { programOnPath } from '../../optional-parts';

/** ffmpeg could not read the file (or gave up on it): retrying will not help. */
export class MediaUnreadable extends Error {
  override name = 'MediaUnreadable';
}

let found: boolean | undefined;

/** Whether this process processes videos: VIDEO_PROCESSING is not `off` and both tools are there. */
export function videoProcessingOn(config: Pick<Config, 'videoProcessing'>): boolean {
  if (config.videoProcessing === 'off') return false;
  if (found === undefined) {
    const onPath = programOnPath();
    found = onPath('ffmpeg') && onPath('ffprobe');
  }
  return found;
}

interface RunOptions {
  timeoutMs: number;
  /** Each line ffmpeg writes to standard output (the `-progress pipe:1` report). */
  onLine?: (line: string) => void;
}

/** Runs a program; resolves with its standard output, rejects with the end of its error output. */
function run(program: string, args: string[], { timeoutMs, onLine }: RunOptions) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let pending = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (!onLine) {
        out += chunk;
        return;
      }
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(onLine);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      err = (err + chunk).slice(-4000);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else if (signal === 'SIGKILL') reject(new MediaUnreadable(`${program} ran out of time`));
      else reject(new MediaUnreadable(`${program} failed (${code}): ${err.trim().slice(-500)}`));
    });
  });
}

export interface Probe {
  /** Seconds. */
  duration: number;
  /** `mov,mp4,m4a,3gp,3g2,mj2`, `matroska,webm`, `mp3`… */
  container: string;
  video?: {
    codec: string;
    pixelFormat: string | undefined;
    /** As shown: after the rotation is applied. */
    width: number;
    height: number;
    /** Degrees the player turns the picture (a phone held upright records 90 or -90). */
    rotation: number;
  };
  audio?: { codec: string };
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  pix_fmt?: string;
  width?: number;
  height?: number;
  duration?: string;
  tags?: Record<string, string>;
  side_data_list?: { rotation?: number }[];
  disposition?: { attached_pic?: number };
}

/** Reads what a file holds; MediaUnreadable when it holds no video or audio ffmpeg can decode. */
export async function probe(path: string): Promise<Probe> {
  const out = await run(
    'ffprobe',
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
    { timeoutMs: 30_000 },
  );
  let parsed: { format?: { format_name?: string; duration?: string }; streams?: ProbeStream[] };
  try {
    parsed = JSON.parse(out) as typeof parsed;
  } catch {
    throw new MediaUnreadable('ffprobe gave no answer');
  }
  const streams = parsed.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audio = streams.find((s) => s.codec_type === 'audio');
  const duration = Number(parsed.format?.duration ?? video?.duration ?? audio?.duration);
  if ((!video && !audio) || !Number.isFinite(duration) || duration <= 0) {
    throw new MediaUnreadable('no video or audio stream with a duration');
  }
  const result: Probe = { duration, container: parsed.format?.format_name ?? '' };
  if (video) {
    if (!video.width || !video.height) throw new MediaUnreadable('a video without a size');
    const rotation = Number(
      video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ??
        video.tags?.rotate ??
        0,
    );
    const turned = Math.abs(rotation) % 180 === 90;
    result.video = {
      codec: video.codec_name ?? '',
      pixelFormat: video.pix_fmt,
      width: turned ? video.height : video.width,
      height: turned ? video.width : video.height,
      rotation,
    };
  }
  if (audio) result.audio = { codec: audio.codec_name ?? '' };
  return result;
}

/** The size a video is shown at after scaling: shorter side at most 1080, both even. */
export function scaledSize(width: number, height: number) {
  const factor = Math.min(1, VIDEO_MAX_SHORT_SIDE / Math.min(width, height));
  const even = (n: number) => Math.max(2, Math.round((n * factor) / 2) * 2);
  return { width: even(width), height: even(height) };
}

/**
 * A video that already plays everywhere is only rewritten (streams copied, metadata gone,
 * faststart): an MP4 with H.264 in 4:2:0, AAC or no sound, not turned, within 1080p.
 */
export function playsAsIs(info: Probe): boolean {
  const { video, audio } = info;
  if (!video) return false;
  return (
    info.container.split(',').includes('mp4') &&
    video.codec === 'h264' &&
    video.pixelFormat === 'yuv420p' &&
    video.rotation === 0 &&
    Math.min(video.width, video.height) <= VIDEO_MAX_SHORT_SIDE &&
    video.width % 2 === 0 &&
    video.height % 2 === 0 &&
    (!audio || audio.codec === 'aac')
  );
}

/** No metadata at all (location, device, dates, names), no chapters, no subtitles or data. */
const STRIP = ['-map_metadata', '-1', '-map_chapters', '-1', '-sn', '-dn'];

/**
 * H.264 for every browser, fast enough that a 60-second 1080p clip is ready in less than its own
 * length on two cores (`pnpm --filter @trestle/server bench:video`): `superfast` costs about a
 * quarter less CPU than `veryfast`; CRF 24 keeps the picture good for social video, and the rate
 * is capped at 8 Mbit/s (what 1080p streaming sites ask for) so that `superfast`'s larger files
 * stay playable on a phone's connection. The level is left to x264, which picks the lowest one
 * the size and frame rate need (docs/decisions.md "Video encoding settings").
 */
export const VIDEO_ENCODING = [
  ...['-c:v', 'libx264', '-preset', 'superfast', '-crf', '24'],
  ...['-maxrate', '8M', '-bufsize', '16M'],
  ...['-pix_fmt', 'yuv420p', '-profile:v', 'high'],
];

/** The ffmpeg arguments that turn `input` into a playable `output`. */
export function transcodeArgs(info: Probe, input: string, output: string): string[] {
  const head = ['-hide_banner', '-nostdin', '-y', '-i', input];
  const tail = ['-progress', 'pipe:1', '-nostats', output];
  if (!info.video) {
    // Sound only: an MP3 stays MP3 (copied), anything else becomes AAC.
    const codec = output.endsWith('.mp3')
      ? info.audio?.codec === 'mp3'
        ? ['-c:a', 'copy']
        : ['-c:a', 'libmp3lame', '-q:a', '2']
      : ['-c:a', 'aac', '-b:a', '160k', '-movflags', '+faststart'];
    return [...head, '-map', '0:a:0', '-vn', ...STRIP, ...codec, ...tail];
  }
  const map = ['-map', '0:v:0', '-map', '0:a:0?'];
  if (playsAsIs(info)) {
    return [...head, ...map, ...STRIP, '-c', 'copy', '-movflags', '+faststart', ...tail];
  }
  const { width, height } = scaledSize(info.video.width, info.video.height);
  return [
    ...head,
    ...map,
    ...STRIP,
    // ffmpeg turns the picture upright itself (autorotate) before this filter.
    '-vf',
    `scale=${width}:${height}`,
    ...VIDEO_ENCODING,
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-ac',
    '2',
    '-movflags',
    '+faststart',
    ...tail,
  ];
}

/** Transcodes; `onProgress` gets 0..1 as ffmpeg reports the time it has written. */
export async function transcode(
  info: Probe,
  input: string,
  output: string,
  onProgress?: (fraction: number) => void,
): Promise<void> {
  const timeoutMs = Math.max(120_000, info.duration * 10_000);
  await run('ffmpeg', transcodeArgs(info, input, output), {
    timeoutMs,
    onLine: (line) => {
      const match = /^out_time_(?:us|ms)=(\d+)/.exec(line);
      if (match && onProgress) onProgress(Math.min(1, Number(match[1]) / 1e6 / info.duration));
    },
  });
}

/** One frame as a JPEG: a second in, or the middle of a shorter video. */
export async function posterFrame(input: string, output: string, duration: number) {
  const at = Math.min(1, duration / 2).toFixed(3);
  await run(
    'ffmpeg',
    [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-ss',
      at,
      '-i',
      input,
      '-frames:v',
      '1',
      '-map_metadata',
      '-1',
      '-q:v',
      '3',
      output,
    ],
    { timeoutMs: 60_000 },
  );
}
