// `BENCH_ONLY=soak pnpm bench`: a soak of the product on several server processes (WORKERS=N,
// PostgreSQL + Redis). Simulated people read feeds, post, react, message, upload and search, each
// waiting a moment between actions, for SOAK_MINUTES. It counts errors (anything but 2xx; the
// goal is 0), times every action (p50/p99), and samples the memory (RSS) of every server process
// to say whether it stays flat once warm. Writes results/soak.md and results/runs/<time>-soak.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { hashPassword } from '../src/platform/auth/passwords';
import { hashSecret, newSecret } from '../src/platform/auth/secrets';
import { newUserDefaults } from '../src/platform/db/users';
import { newId } from '../src/platform/ids';
import { openBenchDatabase, recreateDatabase } from './database';
import { startServer } from './http';
import { resultsDir } from './report';

const log = (line: string) => console.error(line);

export interface SoakConfig {
  minutes: number;
  people: number;
  /** Server processes (WORKERS=N on one port). */
  workers: number;
  /** Mean pause of a person between two actions (each pause is 0.5 to 1.5 times it). */
  thinkMs: number;
  sampleSeconds: number;
  databaseUrl: string;
  redisUrl: string;
}

const positive = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number.`);
  return value;
};

export function loadSoakConfig(): SoakConfig {
  return {
    minutes: positive('SOAK_MINUTES', 10),
    people: Math.round(positive('SOAK_PEOPLE', 200)),
    workers: Math.round(positive('SOAK_WORKERS', 3)),
    thinkMs: positive('SOAK_THINK_MS', 1000),
    sampleSeconds: positive('SOAK_SAMPLE_SECONDS', 5),
    databaseUrl:
      process.env.SOAK_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/trestle_bench_soak',
    redisUrl: process.env.SOAK_REDIS_URL || 'redis://127.0.0.1:6379',
  };
}

const ACTIONS = ['feed', 'post', 'react', 'message', 'upload', 'search'] as const;
type Action = (typeof ACTIONS)[number];
/** How often each action is chosen: mostly reading, as people do. */
const WEIGHTS: Record<Action, number> = {
  feed: 40,
  post: 12,
  react: 18,
  message: 10,
  upload: 5,
  search: 15,
};
const SEARCHES = ['site', 'plans', 'soak', '"on site" -late', 'update has:media'];

interface Person {
  id: string;
  token: string;
  follows: string[];
}

export interface ActionResult {
  action: Action;
  count: number;
  errors: number;
  p50: number;
  p99: number;
}

export interface ProcessMemory {
  pid: number;
  role: 'primary' | 'worker';
  samples: number;
  /** Mean RSS (MB) of the middle and last third of the run (the first third is warm-up). */
  middleMb: number;
  lastMb: number;
  growthPercent: number;
  flat: boolean;
}

export interface SoakReport {
  startedAt: string;
  settings: SoakConfig;
  machine: { cores: number; cpu: string; memoryGb: number; node: string; loadBefore: number[] };
  seconds: number;
  actions: ActionResult[];
  errorSamples: string[];
  memory: ProcessMemory[];
  /** Server processes that died during the run (each counts as an error). */
  processesLost: number;
}

/** People with live sessions, written to the database directly, each following 20 others. */
async function makePeople(databaseUrl: string, count: number): Promise<Person[]> {
  const database = await openBenchDatabase({ url: databaseUrl });
  try {
    const passwordHash = await hashPassword('soak password');
    const people: Person[] = [];
    const users = [];
    const sessions = [];
    for (let i = 0; i < count; i++) {
      const row = newUserDefaults({
        username: `soak_${i}`,
        email: `soak_${i}@example.test`,
        passwordHash,
        accountType: 'personal',
        emailVerifiedAt: new Date(),
      });
      users.push({ ...row, dm_setting: 'all' as const });
      const token = newSecret();
      sessions.push({
        id: newId(),
        user_id: row.id!,
        token_hash: hashSecret(token),
        expires_at: new Date(Date.now() + 7 * 86_400_000),
        revoked_at: null,
        user_agent: 'soak',
      });
      people.push({ id: row.id!, token, follows: [] });
    }
    await database.db.insertInto('users').values(users).execute();
    await database.db.insertInto('sessions').values(sessions).execute();
    const follows = [];
    for (let i = 0; i < count; i++) {
      for (let k = 1; k <= Math.min(20, count - 1); k++) {
        const other = people[(i + k * 7) % count]!;
        if (other === people[i] || people[i]!.follows.includes(other.id)) continue;
        people[i]!.follows.push(other.id);
        follows.push({ follower_id: people[i]!.id, followee_id: other.id });
      }
    }
    await database.db.insertInto('follows').values(follows).execute();
    return people;
  } finally {
    await database.close();
  }
}

/** The primary and its children (the WORKERS), with their RSS in MB, from ps. */
function sampleMemory(primary: number): Array<{ pid: number; mb: number; primary: boolean }> {
  const rows = (args: string[]) => {
    try {
      return execFileSync('ps', ['-o', 'pid=,rss=', ...args], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
    } catch {
      return []; // ps exits 1 when no process matches
    }
  };
  return [
    ...rows(['-p', String(primary)]).map(([pid, kb]) => ({ pid, mb: kb / 1024, primary: true })),
    ...rows(['--ppid', String(primary)]).map(([pid, kb]) => ({
      pid,
      mb: kb / 1024,
      primary: false,
    })),
  ];
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

/**
 * Flat after warm-up: the run is cut in thirds by time; the first is warm-up, and the mean RSS of
 * the last third is within 10 % above the middle third's.
 */
export function memoryVerdict(
  samples: Array<{ at: number; mb: number }>,
  start: number,
  end: number,
): Omit<ProcessMemory, 'pid' | 'role'> {
  const third = (end - start) / 3;
  const middle = samples.filter((s) => s.at >= start + third && s.at < start + 2 * third);
  const last = samples.filter((s) => s.at >= start + 2 * third);
  const middleMb = mean(middle.map((s) => s.mb));
  const lastMb = mean(last.map((s) => s.mb));
  const growthPercent = middleMb > 0 ? (lastMb / middleMb - 1) * 100 : 0;
  return {
    samples: samples.length,
    middleMb: Math.round(middleMb),
    lastMb: Math.round(lastMb),
    growthPercent: Math.round(growthPercent * 10) / 10,
    flat: middle.length > 0 && last.length > 0 && growthPercent <= 10,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
}

export async function runSoak(config: SoakConfig, serverLogLevel: string): Promise<SoakReport> {
  const startedAt = new Date().toISOString();
  const loadBefore = loadavg();
  log(
    `\nsoak: ${config.people} people, ${config.workers} processes, ${config.minutes} min ` +
      `(${config.databaseUrl}, ${config.redisUrl})`,
  );
  await recreateDatabase(config.databaseUrl);
  const people = await makePeople(config.databaseUrl, config.people);
  const dataDir = mkdtempSync(join(tmpdir(), 'trestle-soak-'));
  const server = await startServer({
    databaseUrl: config.databaseUrl,
    dataDir,
    logLevel: serverLogLevel,
    env: { WORKERS: String(config.workers), REDIS_URL: config.redisUrl },
    readyTimeoutMs: 600_000,
  });
  const image = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();

  const times = new Map<Action, number[]>(ACTIONS.map((a) => [a, []]));
  const errors = new Map<Action, number>(ACTIONS.map((a) => [a, 0]));
  const errorSamples: string[] = [];
  const recentPosts: string[] = [];
  const memory = new Map<
    number,
    { primary: boolean; samples: Array<{ at: number; mb: number }> }
  >();

  const start = Date.now();
  const end = start + config.minutes * 60_000;
  const sample = () => {
    const now = Date.now();
    const seen = sampleMemory(server.pid);
    for (const { pid, mb, primary } of seen) {
      const entry = memory.get(pid) ?? { primary, samples: [] };
      entry.samples.push({ at: now, mb });
      memory.set(pid, entry);
    }
  };
  sample();
  const sampler = setInterval(sample, config.sampleSeconds * 1000);

  const request = async (person: Person, action: Action, n: number) => {
    let path: string;
    let init: RequestInit = {};
    const json = (body: unknown): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    switch (action) {
      case 'feed':
        path = n % 3 === 2 ? '/api/user/newsfeed?source=local' : '/api/user/newsfeed';
        break;
      case 'post':
        path = '/api/user/post';
        init = json({ text: `Soak update ${n}: on site at 7, bring the plans` });
        break;
      case 'react': {
        const postId = recentPosts[Math.floor(Math.random() * recentPosts.length)];
        if (!postId) return request(person, 'post', n);
        path = `/api/user/post/${postId}/like`;
        init = json({ type: 'like' });
        break;
      }
      case 'message':
        path = `/api/user/dm/${person.follows[n % person.follows.length]}/message`;
        init = json({ text: `Soak message ${n}` });
        break;
      case 'upload': {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(image)]), `soak-${n}.png`);
        path = '/api/files';
        init = { method: 'POST', body: form };
        break;
      }
      case 'search':
        path = `/api/explore/search/advanced?q=${encodeURIComponent(SEARCHES[n % SEARCHES.length]!)}`;
        init = json({});
        break;
    }
    const began = performance.now();
    try {
      const response = await fetch(server.url + path, {
        ...init,
        headers: {
          ...(init.headers as Record<string, string>),
          authorization: `Bearer ${person.token}`,
        },
        signal: AbortSignal.timeout(60_000),
      });
      const body = await response.text();
      times.get(action)!.push(performance.now() - began);
      if (!response.ok) {
        errors.set(action, errors.get(action)! + 1);
        if (errorSamples.length < 20)
          errorSamples.push(`${action} ${response.status} ${body.slice(0, 200)}`);
      } else if (action === 'post') {
        recentPosts.push((JSON.parse(body) as { id: string }).id);
        if (recentPosts.length > 500) recentPosts.shift();
      }
    } catch (error) {
      errors.set(action, errors.get(action)! + 1);
      if (errorSamples.length < 20) errorSamples.push(`${action} ${String(error)}`);
    }
  };

  const total = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
  const choose = (): Action => {
    let r = Math.random() * total;
    for (const action of ACTIONS) {
      r -= WEIGHTS[action];
      if (r < 0) return action;
    }
    return 'feed';
  };
  const live = async (person: Person, index: number) => {
    // Arrivals spread over the first pause, not all at once.
    await new Promise((r) => setTimeout(r, Math.random() * config.thinkMs));
    for (let n = index; Date.now() < end; n += config.people) {
      await request(person, choose(), n);
      await new Promise((r) => setTimeout(r, config.thinkMs * (0.5 + Math.random())));
    }
  };
  log(`  ${config.people} people at work until ${new Date(end).toISOString()}...`);
  try {
    await Promise.all(people.map(live));
  } finally {
    clearInterval(sampler);
    sample();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const finished = Date.now();
  // A worker the primary had to replace shows up as a new pid.
  const workerPids = [...memory.values()].filter((m) => !m.primary).length;
  const processesLost = Math.max(0, workerPids - config.workers);

  const cpu = cpus();
  return {
    startedAt,
    settings: config,
    machine: {
      cores: cpu.length,
      cpu: cpu[0]?.model.trim() ?? 'unknown',
      memoryGb: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      loadBefore,
    },
    seconds: Math.round((finished - start) / 1000),
    actions: ACTIONS.map((action) => {
      const sorted = [...times.get(action)!].sort((a, b) => a - b);
      return {
        action,
        count: sorted.length,
        errors: errors.get(action)!,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
      };
    }),
    errorSamples,
    memory: [...memory.entries()]
      .filter(([, m]) => m.samples.length >= 3)
      .map(([pid, m]) => ({
        pid,
        role: m.primary ? ('primary' as const) : ('worker' as const),
        ...memoryVerdict(m.samples, start, finished),
      })),
    processesLost,
  };
}

export function soakMarkdown(report: SoakReport): string {
  const errors = report.actions.reduce((sum, a) => sum + a.errors, 0) + report.processesLost;
  const flat = report.memory.every((m) => m.flat);
  const s = report.settings;
  return [
    `# Soak (BENCH_ONLY=soak)`,
    '',
    `${report.startedAt}: ${s.people} people, ${s.workers} server processes (WORKERS), ` +
      `${report.seconds} s, a pause of ~${s.thinkMs} ms between actions; ${report.machine.cores} cores ` +
      `(${report.machine.cpu}), load before ${report.machine.loadBefore.map((l) => l.toFixed(1)).join(' ')}.`,
    '',
    `Errors: **${errors}** (goal 0)${report.processesLost ? `, of which ${report.processesLost} server processes lost` : ''}. ` +
      `Memory flat after warm-up: **${flat ? 'yes' : 'no'}** (last third's mean RSS within 10 % above the middle third's).`,
    '',
    '| action | requests | errors | p50 ms | p99 ms |',
    '| ------ | -------: | -----: | -----: | -----: |',
    ...report.actions.map(
      (a) => `| ${a.action} | ${a.count} | ${a.errors} | ${a.p50} | ${a.p99} |`,
    ),
    '',
    '| process | samples | middle third MB | last third MB | growth | flat |',
    '| ------- | ------: | --------------: | ------------: | -----: | ---- |',
    ...report.memory.map(
      (m) =>
        `| ${m.role} ${m.pid} | ${m.samples} | ${m.middleMb} | ${m.lastMb} | ${m.growthPercent} % | ${m.flat ? 'yes' : 'no'} |`,
    ),
    ...(report.errorSamples.length
      ? ['', 'First errors:', '', ...report.errorSamples.map((e) => `- ${e.replace(/\n/g, ' ')}`)]
      : []),
    '',
  ].join('\n');
}

export function printSoak(report: SoakReport): void {
  log(`\n${soakMarkdown(report)}`);
}

export function writeSoak(report: SoakReport): void {
  mkdirSync(join(resultsDir, 'runs'), { recursive: true });
  writeFileSync(join(resultsDir, 'soak.md'), soakMarkdown(report));
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  writeFileSync(join(resultsDir, 'runs', `${stamp}-soak.json`), JSON.stringify(report, null, 2));
}
