// The bench's results: a table on the console, bench/results/<driver>-latest.json, a copy under
// results/runs/ (not committed) and bench/results/latest.md over every driver's latest results,
// with the targets of the performance issue marked met or not met.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Driver } from './config';
import type { CpuSplit } from './cpu';
import type { SeedCounts } from './seed';

/** bench/results/, or BENCH_RESULTS_DIR (a trial run that should leave the committed ones alone). */
export const resultsDir = process.env.BENCH_RESULTS_DIR
  ? join(resolve(process.env.BENCH_RESULTS_DIR), '/')
  : fileURLToPath(new URL('./results/', import.meta.url));

export interface Measurement {
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  /** Connection errors and timeouts (no answer within 10 s). */
  errors: number;
  statusCodes?: Record<string, number>;
  /**
   * Database transactions per request (PostgreSQL's pg_stat_database, so approximate): outside a
   * transaction every query is one, so for reads it is about the queries a request makes.
   */
  dbTransactionsPerRequest?: number;
  /** CPU milliseconds per request of the server, PostgreSQL and the load generator (cpu.ts). */
  cpu?: CpuSplit;
}

export interface ScenarioResult {
  name: string;
  request: string;
  http: Measurement | null;
  raw: Measurement | null;
  /** Why the HTTP scenario did not run (501: not implemented yet). */
  skipped?: string;
}

export interface Target {
  name: string;
  value: string;
  met: boolean | null;
}

export interface DriverReport {
  driver: Driver;
  scale: number;
  counts: SeedCounts;
  seededSeconds: number | null;
  startedAt: string;
  machine: {
    cores: number;
    cpu: string;
    memoryGb: number;
    node: string;
    database: string;
    loadBefore: number[];
    loadAfter: number[];
  };
  settings: { seconds: number; warmupSeconds: number; connections: number; rawPoolSize: number };
  scenarios: ScenarioResult[];
  targets: Target[];
}

const fixed = (n: number, digits = 1) => n.toFixed(digits);
/** How far a measurement is above its limit, when it is ("; 10.3x the limit"). */
const over = (value: number, limit: number) =>
  value < limit ? '' : ` (${fixed(value / limit, 1)}x the limit)`;
/** How far a measurement is below its goal, when it is ("; needs 3.1x"). */
const short = (value: number, goal: number) =>
  value >= goal ? '' : ` (needs ${fixed(goal / Math.max(value, 1e-9), 1)}x)`;

export function computeTargets(report: Omit<DriverReport, 'targets'>): Target[] {
  const by = new Map(report.scenarios.map((s) => [s.name, s]));
  const targets: Target[] = [];
  // With every connection always waiting for its answer, p99 < 50 ms needs about this many
  // answers a second; the floor (no database) says what the machine's HTTP stack reaches at all.
  const { connections } = report.settings;
  const floor = by.get('floor')?.http;
  const context = (http: Measurement) =>
    `; at ${fixed(http.requestsPerSecond, 0)} req/s, where the limit needs about ` +
    `${fixed(connections / 0.05, 0)}` +
    (floor
      ? `; the floor, no database: ${fixed(floor.requestsPerSecond, 0)} req/s, p99 ${fixed(floor.p99)} ms`
      : '');
  for (const [name, label] of [
    ['home', 'home feed'],
    ['local', 'local feed'],
  ] as const) {
    const http = by.get(name)?.http;
    targets.push({
      name: `${label} p99 < 50 ms at ${connections} connections`,
      value: http
        ? `${fixed(http.p99)} ms${over(http.p99, 50)}${http.p99 < 50 ? '' : context(http)}`
        : 'not measured',
      met: http ? http.p99 < 50 && http.non2xx === 0 : null,
    });
  }
  // Issue 23 asks for the search's p99 at a million posts, without naming a load (issue 25's
  // feed targets name 50 connections). At 50 connections on two cores a request mostly waits for
  // the 49 ahead of it, so that row measures throughput: printed, without a target.
  const searchLoad = by.get('search-advanced')?.http;
  targets.push({
    name: `advanced search at ${connections} connections (its throughput: no target; issue 23's p99 is measured at 4 connections, below)`,
    value: searchLoad
      ? `p99 ${fixed(searchLoad.p99)} ms at ${fixed(searchLoad.requestsPerSecond, 0)} req/s`
      : 'not measured',
    met: null,
  });
  const latency = by.get('search-advanced-c4')?.http;
  targets.push({
    name: 'advanced search p99 < 50 ms at 4 connections (its latency without a queue, issue 23)',
    value: latency ? `${fixed(latency.p99)} ms${over(latency.p99, 50)}` : 'not measured',
    met: latency ? latency.p99 < 50 && latency.non2xx === 0 : null,
  });
  for (const s of report.scenarios) {
    if (!s.http || !s.raw) continue;
    const ratio = s.http.requestsPerSecond / s.raw.requestsPerSecond;
    targets.push({
      name: `${s.name}: HTTP ≥ 50% of raw SQL throughput`,
      value: `${fixed(ratio * 100, 0)}%${short(ratio, 0.5)}`,
      met: ratio >= 0.5,
    });
  }
  const page1 = by.get('home')?.http;
  const deep = by.get('home-deep-cursor')?.http;
  targets.push({
    name: 'home deep page (500 down, by cursor) within 2x of page 1 (throughput; p50 in brackets)',
    value:
      page1 && deep
        ? `${fixed(page1.requestsPerSecond / deep.requestsPerSecond, 2)}x ` +
          `(p50 ${fixed(deep.p50 / Math.max(page1.p50, 0.001), 2)}x)`
        : 'not measured',
    met: page1 && deep ? page1.requestsPerSecond / deep.requestsPerSecond <= 2 : null,
  });
  const fanOut = by.get('fanout')?.http;
  targets.push({
    name: "a 50,000-follower author's post in every follower's timeline within 60 s (slowest of 3)",
    value: fanOut
      ? `${fixed(fanOut.p99 / 1000, 1)} s` + (fanOut.errors ? ` (${fanOut.errors} not done)` : '')
      : 'not measured (PostgreSQL only)',
    met: fanOut ? fanOut.p99 < 60_000 && fanOut.errors === 0 : null,
  });
  const posting = by.get('create-post')?.http;
  targets.push({
    name: 'posting ≥ 1,000/s on PostgreSQL (fan-out in a job, off the request)',
    value: posting
      ? `${fixed(posting.requestsPerSecond, 0)}/s${short(posting.requestsPerSecond, 1000)}` +
        (posting.non2xx ? ` (${posting.non2xx} non-2xx)` : '')
      : 'not measured',
    met:
      report.driver === 'postgres' && posting
        ? posting.requestsPerSecond >= 1000 && posting.non2xx === 0
        : null,
  });
  return targets;
}

const cell = (m: Measurement | null | undefined, key: 'requestsPerSecond' | 'p50' | 'p99') =>
  m ? fixed(m[key], key === 'requestsPerSecond' ? 0 : 1) : '–';

/** "1.2+0.9+0.4 (98%)": the server's, PostgreSQL's and the load generator's CPU per request. */
function cpuCell(cpu: CpuSplit | undefined): string {
  if (!cpu) return '–';
  const ms = (n: number) => fixed(n, 2);
  return `${ms(cpu.server)}+${ms(cpu.database)}+${ms(cpu.load)} (${fixed(cpu.busy * 100, 0)}%)`;
}

function rows(report: DriverReport): string[][] {
  return report.scenarios.map((s) => [
    s.name,
    s.request,
    s.skipped ? `skipped: ${s.skipped}` : cell(s.http, 'requestsPerSecond'),
    cell(s.http, 'p50'),
    cell(s.http, 'p99'),
    s.http ? `${s.http.non2xx}/${s.http.errors}` : '–',
    s.http?.dbTransactionsPerRequest === undefined ? '–' : fixed(s.http.dbTransactionsPerRequest),
    cpuCell(s.http?.cpu),
    cell(s.raw, 'requestsPerSecond'),
    cell(s.raw, 'p50'),
    cell(s.raw, 'p99'),
    s.http && s.raw
      ? `${fixed((s.http.requestsPerSecond / s.raw.requestsPerSecond) * 100, 0)}%`
      : '–',
  ]);
}

const HEAD = [
  'scenario',
  'request',
  'HTTP req/s',
  'p50 ms',
  'p99 ms',
  'non-2xx/errors',
  'DB xacts/req',
  'CPU ms/req: server+db+load (busy)',
  'raw SQL q/s',
  'raw p50',
  'raw p99',
  'HTTP/raw',
];

export function printTable(report: DriverReport): void {
  const all = [HEAD, ...rows(report)];
  const widths = HEAD.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${report.driver} at scale ${report.scale}:`);
  console.log(line(HEAD));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows(report)) console.log(line(r));
  console.log('\nTargets:');
  for (const t of report.targets) {
    const mark = t.met === null ? 'n/a    ' : t.met ? 'met    ' : 'NOT MET';
    console.log(`  ${mark}  ${t.name}: ${t.value}`);
  }
}

function markdown(reports: DriverReport[]): string {
  const out = [
    '# Posts and feeds benchmark (`pnpm bench`)',
    '',
    'Written by `apps/server/bench/run.ts`; the raw figures are in `<driver>-latest.json`. HTTP: the',
    'real server (src/main.ts) in a child process, driven by autocannon from the bench process on',
    'the same machine. Raw: the feed skeleton query alone (`feedPageQuery(...).compile()`) through',
    "node-postgres, same people, same concurrency, same duration. DB xacts/req: PostgreSQL's",
    'pg_stat_database over the measured seconds, per request (approximate; outside a transaction',
    "each query is one). CPU ms/req: the CPU time the server process, all of PostgreSQL's processes",
    'and the load generator used over the measured seconds, per request, and how busy the whole',
    'machine was (bench/cpu.ts). The load generator shares the machine with the server and the',
    'database, and so did other work (see the load average): compare runs on the same machine only.',
    '',
  ];
  for (const r of reports) {
    const m = r.machine;
    out.push(
      `## ${r.driver}, scale ${r.scale}`,
      '',
      `- ${r.counts.people.toLocaleString('en')} people, ${r.counts.posts.toLocaleString('en')} posts, ` +
        `${r.counts.reactions.toLocaleString('en')} reactions, ${r.counts.follows.toLocaleString('en')} follows` +
        (r.counts.notifications === undefined
          ? ''
          : `, ${r.counts.notifications.toLocaleString('en')} notifications`) +
        (r.seededSeconds === null ? '' : ` (seeded in ${fixed(r.seededSeconds, 0)} s)`),
      `- ${m.cores} cores (${m.cpu}), ${m.memoryGb} GB, Node ${m.node}, ${m.database}`,
      `- ${r.settings.connections} connections, ${r.settings.seconds} s per scenario after ` +
        `${r.settings.warmupSeconds} s of warm-up; raw pool ${r.settings.rawPoolSize} connections ` +
        `(the app's: ${r.driver === 'pglite' ? 1 : 10}); load average before ${m.loadBefore.map((l) => fixed(l, 2)).join(' ')}`,
      `- run ${r.startedAt}`,
      '',
      `| ${HEAD.join(' | ')} |`,
      `| ${HEAD.map(() => '---').join(' | ')} |`,
      ...rows(r).map((row) => `| ${row.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`),
      '',
      '| target | measured | |',
      '| --- | --- | --- |',
      ...r.targets.map(
        (t) =>
          `| ${t.name} | ${t.value} | ${t.met === null ? 'n/a' : t.met ? 'met' : '**not met**'} |`,
      ),
      '',
    );
  }
  return out.join('\n');
}

export function writeResults(report: DriverReport): void {
  mkdirSync(join(resultsDir, 'runs'), { recursive: true });
  // As prettier writes it (short arrays of numbers on one line), so `prettier --check` passes.
  const json = `${JSON.stringify(report, null, 2).replace(
    /\[\s+([^[\]{}]*?)\s+\]/g,
    (_, inner: string) => `[${inner.split(/,\s+/).join(', ')}]`,
  )}\n`;
  writeFileSync(join(resultsDir, `${report.driver}-latest.json`), json);
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  writeFileSync(join(resultsDir, 'runs', `${stamp}-${report.driver}.json`), json);
  renderLatest();
}

/**
 * results/latest.md from every driver's latest JSON, its targets worked out again from its
 * measurements (so a clearer target text reaches an older run's table too).
 */
export function renderLatest(): void {
  const reports = readdirSync(resultsDir)
    .filter((f) => f.endsWith('-latest.json'))
    .sort()
    .reverse()
    .map((f) => JSON.parse(readFileSync(join(resultsDir, f), 'utf8')) as DriverReport)
    .map((report) => ({ ...report, targets: computeTargets(report) }));
  writeFileSync(join(resultsDir, 'latest.md'), markdown(reports));
}
