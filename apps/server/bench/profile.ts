// Where a scenario's time goes (issue 25: "where a target is not met, a profile says where the
// time goes"): BENCH_PROFILE=home,local runs each named scenario once more against a server started
// with V8's sampling profiler (`node --cpu-prof`), then sums the samples' self time by where the
// code lives: our own files, each npm package, Node's internals, the garbage collector, and idle
// (the process waiting, mostly on the database). Written to results/profile.md.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runHttp, startServer, type HttpScenario } from './http';
import { resultsDir, type Measurement } from './report';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  /** Microseconds between samples (the first from startTime). */
  timeDeltas: number[];
}

export interface ProfileSummary {
  scenario: string;
  measurement: Measurement;
  /** Share of all samples, by place (our file, npm package, node internals, gc, idle). */
  byPlace: Array<{ place: string; percent: number }>;
  /** The hottest functions by self time (idle left out). */
  byFunction: Array<{ name: string; percent: number }>;
}

/** "apps/server/src/x.ts", "npm: fastify", "node: internal", "(garbage collector)", "(idle)". */
export function placeOf(url: string, functionName: string): string {
  if (!url) {
    return functionName.startsWith('(') ? functionName : `(native) ${functionName || 'anonymous'}`;
  }
  const pkg = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return `npm: ${pkg[1]}`;
  if (url.startsWith('node:')) return 'node: internals';
  const ours = /\/(apps\/[^/]+\/src\/.*|packages\/[^/]+\/(?:src|dist)\/.*)$/.exec(url);
  if (ours) return ours[1]!;
  return url.replace(/^file:\/\//, '');
}

/**
 * Sums the samples taken within `window` (microseconds before the profile's end: the measured
 * seconds only, not start-up, warm-up or shutdown) by place and by function.
 */
export function summarise(
  profile: CpuProfile,
  window: { fromEndUs: number; toEndUs: number } = { fromEndUs: Infinity, toEndUs: 0 },
  top = 12,
) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map<number, number>();
  let at = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    const beforeEnd = profile.endTime - at;
    if (beforeEnd > window.fromEndUs || beforeEnd < window.toEndUs) return;
    counts.set(id, (counts.get(id) ?? 0) + 1);
    total++;
  });
  total ||= 1;
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, count] of counts) {
    const { callFrame } = byId.get(id)!;
    const place = placeOf(callFrame.url, callFrame.functionName);
    places.set(place, (places.get(place) ?? 0) + count);
    if (place === '(idle)') continue;
    const name = `${callFrame.functionName || 'anonymous'} (${place}:${callFrame.lineNumber + 1})`;
    functions.set(name, (functions.get(name) ?? 0) + count);
  }
  const ranked = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, n]) => ({ key, percent: (n / total) * 100 }));
  return {
    byPlace: ranked(places).map(({ key, percent }) => ({ place: key, percent })),
    byFunction: ranked(functions).map(({ key, percent }) => ({ name: key, percent })),
  };
}

/** Runs one scenario against a profiled server of its own and sums where its samples fell. */
export async function profileScenario(
  scenario: HttpScenario,
  server: { databaseUrl: string; logLevel: string },
  settings: { connections: number; seconds: number; warmupSeconds: number },
): Promise<ProfileSummary> {
  const dir = mkdtempSync(join(tmpdir(), 'trestle-bench-profile-'));
  try {
    const running = await startServer({
      databaseUrl: server.databaseUrl,
      dataDir: join(dir, 'data'),
      logLevel: server.logLevel,
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${join(dir, 'profiles')}`],
    });
    let measurement: Measurement;
    let measuredUntil: number;
    try {
      measurement = await runHttp(running.url, scenario, settings);
    } finally {
      measuredUntil = performance.now();
      // As in the main run: let the server finish what autocannon left under way, then stop it;
      // the profile is written as the process exits.
      await new Promise((r) => setTimeout(r, 2000));
      await running.stop();
    }
    // Only the measured seconds count: the profile's end is the process's exit, just now.
    const afterMeasuredUs = (performance.now() - measuredUntil) * 1000;
    const window = {
      toEndUs: afterMeasuredUs,
      fromEndUs: afterMeasuredUs + settings.seconds * 1_000_000,
    };
    const files = readdirSync(join(dir, 'profiles')).filter((f) => f.endsWith('.cpuprofile'));
    if (files.length === 0) throw new Error('the server wrote no profile');
    const profile = JSON.parse(
      readFileSync(join(dir, 'profiles', files[0]!), 'utf8'),
    ) as CpuProfile;
    return { scenario: scenario.name, measurement, ...summarise(profile, window) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function writeProfiles(summaries: ProfileSummary[], context: string): string {
  const out = [
    '# Where the time goes (`BENCH_PROFILE=…`)',
    '',
    'Written by `apps/server/bench/profile.ts`: each scenario run again against a server started',
    'with `node --cpu-prof`; the samples of its measured seconds (not start-up, warm-up or',
    'shutdown) summed by self time, by where the code lives. Idle is the server waiting (on the',
    'database or the network); the rest is its CPU. The profiler slows the server down a little:',
    'compare places with each other, not these req/s with the main table.',
    '',
    context,
    '',
  ];
  for (const s of summaries) {
    const m = s.measurement;
    out.push(
      `## ${s.scenario}`,
      '',
      `${m.requestsPerSecond.toFixed(0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms under the profiler.`,
      '',
      '| where | share of samples |',
      '| --- | --- |',
      ...s.byPlace.map((p) => `| ${p.place} | ${p.percent.toFixed(1)} % |`),
      '',
      '| hottest functions (self time) | share |',
      '| --- | --- |',
      ...s.byFunction.map(
        (f) => `| \`${f.name.replace(/\|/g, '\\|')}\` | ${f.percent.toFixed(1)} % |`,
      ),
      '',
    );
  }
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, 'profile.md');
  writeFileSync(file, out.join('\n'));
  return file;
}
