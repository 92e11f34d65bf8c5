// `pnpm --filter @trestle/server bench:video` (issue 23; not part of `pnpm test`): a 60-second
// 1080p H.264 clip with a location tag, made by ffmpeg, then processed exactly
// as the media.process job does (probe, transcode, probe, poster frame). Target: ready to play in
// under its own duration on the 2-core machine. Prints one line and exits 1 when it misses.
// BENCH_VIDEO_SECONDS changes the clip's length (a quick check: 5); BENCH_VIDEO_CODEC=hevc makes
// the clip HEVC, as phones record, so it is transcoded rather than remuxed.
import { execFile } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { posterFrame, probe, transcode } from '../src/platform/media/ffmpeg';

const run = promisify(execFile);
const FRAME_RATE = 30;

/** CPU seconds (user + system) of the child processes that ended (Linux: /proc/self/stat). */
function childCpuSeconds(): number {
  try {
    // Fields after the command's closing parenthesis; cutime and cstime are the 16th and 17th.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}
const seconds = Number(process.env.BENCH_VIDEO_SECONDS ?? 60);
const codec = process.env.BENCH_VIDEO_CODEC === 'hevc' ? 'hevc' : 'h264';
const dir = await mkdtemp(join(tmpdir(), 'trestle-bench-video-'));
try {
  const input = join(dir, 'phone.mov');
  const args = [
    ...[
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=1920x1080:rate=${FRAME_RATE}:duration=${seconds}`,
    ],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    // BENCH_VIDEO_CODEC=hevc: a phone's HEVC clip, which must be transcoded (H.264 is only
    // remuxed without its metadata, the quick path).
    ...(codec === 'hevc'
      ? ['-c:v', 'libx265', '-preset', 'ultrafast', '-tag:v', 'hvc1']
      : ['-c:v', 'libx264', '-preset', 'ultrafast']),
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    ...['-metadata', 'location=+48.8577+002.2950/', input],
  ];
  await run('ffmpeg', args);
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  const cpuBefore = childCpuSeconds();
  const loadBefore = load();
  const started = performance.now();
  const probed = await probe(input);
  const output = join(dir, 'out.mp4');
  const transcodeStarted = performance.now();
  await transcode(probed, input, output);
  const transcodeTook = (performance.now() - transcodeStarted) / 1000;
  const result = await probe(output);
  await posterFrame(output, join(dir, 'poster.jpg'), result.duration);
  const took = (performance.now() - started) / 1000;
  const verdict = took < seconds ? 'met' : 'MISSED';
  const fps = (seconds * FRAME_RATE) / transcodeTook;
  // CPU time ffmpeg used, whatever else runs: on a quiet 2-core machine ready takes about half.
  const cpu = childCpuSeconds() - cpuBefore;
  console.log(
    `video-ready: a ${seconds}-s 1080p ${codec} clip ready in ${took.toFixed(1)} s ` +
      `(${(took / seconds).toFixed(2)}× its length; transcode ${transcodeTook.toFixed(1)} s, ` +
      `${fps.toFixed(0)} fps; ffmpeg CPU ${cpu.toFixed(1)} s; ${result.video?.width}x${result.video?.height}, ` +
      `${(statSync(output).size / 1e6).toFixed(1)} MB; load ${loadBefore} → ${load()}; ` +
      `target < ${seconds} s: ${verdict})`,
  );
  process.exitCode = took < seconds ? 0 : 1;
} finally {
  await rm(dir, { recursive: true, force: true });
}
