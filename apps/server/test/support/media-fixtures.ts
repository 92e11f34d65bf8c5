// Video fixtures made by the machine's ffmpeg, and ffprobe's reading of a file: shared by the
// server's media tests and the web's video journey, which both need a phone's turned .mov with a
// location and a file ffmpeg cannot read.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The place a phone wrote into the fixture's metadata. */
export const FIXTURE_LOCATION = '+48.8577+002.2950/';
/** The device name a phone wrote into the fixture's metadata. */
export const FIXTURE_DEVICE = 'PhoneCo';

/** Colour bars and a tone made by ffmpeg, then further arguments, written to `dir/name`. */
export async function clipWithTone(
  dir: string,
  name: string,
  size: string,
  seconds: number,
  args: string[],
  rate = 25,
): Promise<string> {
  const path = join(dir, name);
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `testsrc=size=${size}:rate=${rate}:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...args,
    path,
  ]);
  return path;
}

/**
 * A phone's video, `dir/phone.mov`: H.264/AAC in a QuickTime file of `size` (as recorded),
 * turned 90° (held upright), with a location and a device name.
 */
export async function phoneMov(
  dir: string,
  { size = '320x240', seconds = 2, rate = 25, preset = 'medium' } = {},
): Promise<string> {
  const plain = await clipWithTone(
    dir,
    'plain.mov',
    size,
    seconds,
    [
      ...['-c:v', 'libx264', '-preset', preset, '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
      ...['-metadata', `location=${FIXTURE_LOCATION}`, '-metadata', `make=${FIXTURE_DEVICE}`],
    ],
    rate,
  );
  const turned = join(dir, 'phone.mov');
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-i', plain, '-c', 'copy', '-metadata:s:v:0', 'rotate=90'],
    turned,
  ]);
  return turned;
}

/** `dir/broken.mov`: the start of a QuickTime file, whose index is at its end: unreadable. */
export async function brokenMov(dir: string): Promise<string> {
  const whole = await clipWithTone(dir, 'whole.mov', '320x240', 1, [
    '-c:v',
    'libx264',
    '-c:a',
    'aac',
  ]);
  const broken = join(dir, 'broken.mov');
  await writeFile(broken, (await readFile(whole)).subarray(0, 3000));
  return broken;
}

export interface Probe {
  format: { format_name: string; duration: string; tags?: Record<string, string> };
  streams: {
    codec_type: string;
    codec_name: string;
    width?: number;
    height?: number;
    tags?: Record<string, string>;
    side_data_list?: { rotation?: number }[];
  }[];
}

/** What ffprobe reads in the file at `path`: its format and streams, with their tags. */
export async function ffprobeFile(path: string): Promise<Probe> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
  ]);
  return JSON.parse(stdout) as Probe;
}
