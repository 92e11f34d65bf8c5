// `pnpm bench`: measured performance of the posts and feeds API (ARCHITECTURE §6). For each driver
// (PostgreSQL, then PGlite): seed the data set unless the database already holds it, start the
// real server, drive its feeds, posts and reactions with autocannon, run the feed skeleton
// queries alone through node-postgres, and write the results with the targets met or not.
// Settings: see bench/config.ts and bench/README.md.
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { encodeFeedCursor } from '../src/modules/posts/feed-cursor';
import { feedPageQuery, type FeedQuery } from '../src/modules/posts/repo/feed';
import type { Database } from '../src/platform/db/database';
import { loadBenchConfig, type BenchConfig, type Driver } from './config';
import {
  assertBenchDatabase,
  ensureDatabase,
  openBenchDatabase,
  recreateDatabase,
} from './database';
import { KEYWORDS, RADIUS_MILES, RADIUS_ZIPS } from './board';
import {
  DIRECTORY_CATEGORIES,
  DIRECTORY_GROUP,
  DIRECTORY_RADIUS_MILES,
  DIRECTORY_SEARCHES,
  DIRECTORY_ZIPS,
} from './directory';
import { loadFixtures, type BenchViewer, type Fixtures } from './fixtures';
import { measureFanOut } from './fanout';
import { measureDelivery, openMessaging, removeRunMessages } from './messages';
import { probe, runHttp, startServer, type HttpScenario } from './http';
import { profileScenario, writeProfiles, type ProfileSummary } from './profile';
import { printLighthouse, runLighthouse } from './lighthouse';
import { runRaw, type RawScenario } from './raw';
import {
  computeTargets,
  printTable,
  resultsDir,
  writeResults,
  type DriverReport,
  type ScenarioResult,
} from './report';
import { readSeed, removeRunPosts, seed, seedKey, type SeedInfo } from './seed';
import { removeLeftoverJobs, settleJobs } from './jobs';
import { loadSoakConfig, printSoak, runSoak, writeSoak } from './soak';

const log = (line: string) => console.error(line);
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

import { DEEP_SKIP } from './fixtures';
import { prepareLongStatements } from '../src/platform/db/prepared';
import { ADVANCED_LINES, SEARCH_LATENCY_CONNECTIONS } from './search-lines';
const PAGE = 10;

/** Typed advanced-search lines (core's parseAdvancedSearch): words, phrases, exclusions, media. */

interface FeedScenario {
  name: string;
  request: string;
  viewers: (f: Fixtures) => BenchViewer[] | null;
  source: FeedQuery['source'];
  skip: number;
  path: string;
  /** Page after each viewer's deep cursor (`cursor=`) instead of by skip. */
  byCursor?: boolean;
}

const FEEDS: FeedScenario[] = [
  {
    name: 'home',
    request: 'GET /api/user/newsfeed',
    viewers: (f) => f.viewers,
    source: 'following',
    skip: 0,
    path: '/api/user/newsfeed',
  },
  {
    name: 'home-deep',
    request: `GET /api/user/newsfeed?skip=${DEEP_SKIP}`,
    viewers: (f) => f.viewers,
    source: 'following',
    skip: DEEP_SKIP,
    path: `/api/user/newsfeed?skip=${DEEP_SKIP}`,
  },
  {
    name: 'home-deep-cursor',
    request: `GET /api/user/newsfeed?cursor=… (${DEEP_SKIP} posts down)`,
    viewers: (f) => f.deepViewers,
    source: 'following',
    skip: 0,
    path: '/api/user/newsfeed',
    byCursor: true,
  },
  {
    name: 'home-heavy',
    request: 'GET /api/user/newsfeed (people following 1,000+)',
    viewers: (f) => f.heavyViewers,
    source: 'following',
    skip: 0,
    path: '/api/user/newsfeed',
  },
  {
    name: 'local',
    request: 'GET /api/user/newsfeed?source=local',
    viewers: (f) => f.viewers,
    source: 'local',
    skip: 0,
    path: '/api/user/newsfeed?source=local',
  },
  {
    name: 'public',
    request: 'GET /api/newsfeed/public (visitor)',
    viewers: () => null,
    source: 'public',
    skip: 0,
    path: '/api/newsfeed/public',
  },
];

const CATEGORIES = ['general', 'personal', 'news', 'fun', 'sports', 'science'] as const;

function httpScenarios(f: Fixtures): HttpScenario[] {
  const feeds: HttpScenario[] = FEEDS.map((s) => {
    const viewers = s.viewers(f);
    return {
      name: s.name,
      method: 'GET',
      label: s.request,
      request: (i: number) => {
        const viewer = viewers ? pick(viewers, i) : undefined;
        const cursor = s.byCursor && viewer?.deepCursor;
        return {
          path: cursor ? `${s.path}?cursor=${encodeFeedCursor(cursor)}` : s.path,
          token: viewer?.token,
        };
      },
    };
  });
  return [
    {
      // No database, a few bytes: the most requests a second the server's HTTP stack and the load
      // generator reach on this machine. A feed cannot be faster; its p99 target at 50
      // connections needs about 1,000 a second (50 / 0.05 s).
      name: 'floor',
      method: 'GET',
      label: 'GET /healthz (no database: the ceiling of any request here)',
      request: (i) => ({ path: '/healthz', token: pick(f.viewers, i).token }),
    },
    ...feeds,
    {
      name: 'post',
      method: 'GET',
      label: 'GET /api/user/post/{id}',
      request: (i) => ({
        path: `/api/user/post/${pick(f.postIds, i)}`,
        token: pick(f.viewers, i * 7).token,
      }),
    },
    {
      name: 'thread',
      method: 'GET',
      label: 'GET /api/user/post/{id}/tree (a reply 2-3 deep)',
      request: (i) => ({
        path: `/api/user/post/${pick(f.replyIds, i)}/tree`,
        token: pick(f.viewers, i * 7).token,
      }),
    },
    {
      name: 'profile',
      method: 'GET',
      label: "GET /api/user/newsfeed/{id} (a profile's posts tab)",
      request: (i) => ({
        path: `/api/user/newsfeed/${pick(f.authorIds, i)}?limit=${PAGE}`,
        token: pick(f.viewers, i * 7).token,
      }),
    },
    {
      name: 'groups-feed',
      method: 'GET',
      label: 'GET /api/user/groups/newsfeed (posts of the 3 groups each person is in)',
      request: (i) => ({
        path: `/api/user/groups/newsfeed?limit=${PAGE}`,
        token: pick(f.viewers, i).token,
      }),
    },
    {
      name: 'group-feed',
      method: 'GET',
      label: "GET /api/user/groups/newsfeed/{id} (an open group's feed, busiest first)",
      request: (i) => ({
        path: `/api/user/groups/newsfeed/${pick(f.groupIds, i)}?limit=${PAGE}`,
        token: pick(f.viewers, i * 7).token,
      }),
    },
    {
      name: 'list-feed',
      method: 'GET',
      label: "GET /api/user/list/{id}/newsfeed (the owner's list of 30 people)",
      request: (i) => {
        const viewer = pick(f.listViewers, i);
        return {
          path: `/api/user/list/${viewer.listId}/newsfeed?limit=${PAGE}`,
          token: viewer.token,
        };
      },
    },
    {
      name: 'notifications',
      method: 'GET',
      label: 'GET /api/user/notifications (grouped, people with some)',
      request: (i) => ({
        path: `/api/user/notifications?limit=${PAGE}`,
        token: pick(f.notifiedViewers, i).token,
      }),
    },
    {
      name: 'create-post',
      method: 'POST',
      label: 'POST /api/user/post (the text of a sampled seeded post)',
      request: (i) => ({
        path: '/api/user/post',
        token: pick(f.viewers, i).token,
        body: {
          text: pick(f.postTexts, i),
          category: pick(CATEGORIES, i),
        },
      }),
    },
    {
      name: 'search-advanced',
      method: 'POST',
      label:
        'POST /api/explore/search/advanced?q={word "phrase" -word has:…} (issue 23; its throughput)',
      request: (i) => ({
        path: `/api/explore/search/advanced?q=${encodeURIComponent(pick(ADVANCED_LINES, i))}`,
        token: pick(f.viewers, i * 7).token,
        body: {},
      }),
    },
    {
      // The same lines at the concurrency two cores serve without a queue: the search's own
      // latency (at 50 connections a request mostly waits for the 49 ahead of it).
      name: 'search-advanced-c4',
      method: 'POST',
      connections: SEARCH_LATENCY_CONNECTIONS,
      label: `the same, at ${SEARCH_LATENCY_CONNECTIONS} connections (issue 23's latency; target p99 < 50 ms)`,
      request: (i) => ({
        path: `/api/explore/search/advanced?q=${encodeURIComponent(pick(ADVANCED_LINES, i))}`,
        token: pick(f.viewers, i * 7).token,
        body: {},
      }),
    },
    {
      name: 'projects-radius',
      method: 'GET',
      label: `GET /api/user/project/newsfeed?zip={city}&radius=${RADIUS_MILES} (projects around a city)`,
      request: (i) => ({
        path: `/api/user/project/newsfeed?zip=${pick(RADIUS_ZIPS, i)}&radius=${RADIUS_MILES}`,
        token: pick(f.viewers, i * 7).token,
      }),
    },
    {
      name: 'projects-keyword',
      method: 'GET',
      label: 'GET /api/user/project/newsfeed?searchKeyword={word} (title, description, documents)',
      request: (i) => ({
        path: `/api/user/project/newsfeed?searchKeyword=${encodeURIComponent(pick(KEYWORDS, i))}`,
        token: pick(f.viewers, i * 7).token,
      }),
    },
    {
      name: 'directory-category',
      method: 'GET',
      label: 'GET /api/user/listing/newsfeed?categoryId={category} (one category, newest first)',
      request: (i) => ({
        path: `/api/user/listing/newsfeed?categoryId=${pick(DIRECTORY_CATEGORIES, i)}`,
        token: pick(f.viewers, i * 7).token,
      }),
    },
    {
      name: 'directory-keyword',
      method: 'GET',
      label: 'GET /api/user/listing/newsfeed?searchKeyword={words} (title, description, keywords)',
      request: (i) => ({
        path: `/api/user/listing/newsfeed?searchKeyword=${encodeURIComponent(pick(DIRECTORY_SEARCHES, i))}`,
        token: pick(f.viewers, i * 7).token,
      }),
    },
    {
      name: 'directory-radius',
      method: 'GET',
      label: `GET /api/user/listing/newsfeed?categoryId={group}&zip={city}&radius=${DIRECTORY_RADIUS_MILES}`,
      request: (i) => ({
        path: `/api/user/listing/newsfeed?categoryId=${DIRECTORY_GROUP}&zip=${pick(DIRECTORY_ZIPS, i)}&radius=${DIRECTORY_RADIUS_MILES}`,
        token: pick(f.viewers, i * 7).token,
      }),
    },
    {
      name: 'directory-categories',
      method: 'GET',
      label: 'GET /api/user/categories?all=true&limit=100 (the taxonomy with counts)',
      request: (i) => ({
        path: '/api/user/categories?all=true&limit=100',
        token: pick(f.viewers, i * 7).token,
      }),
    },
    {
      name: 'send-message',
      method: 'POST',
      label: 'POST /api/user/dm/{id}/message (to another sampled person)',
      request: (i) => ({
        path: `/api/user/dm/${pick(f.viewers, i + 1).id}/message`,
        token: pick(f.viewers, i).token,
        body: { text: `Bench message ${i}: on site at 7, bring the plans` },
      }),
    },
    {
      name: 'react',
      method: 'POST',
      label: "POST /api/user/post/{id}/like {type:'like'}",
      request: (i) => ({
        path: `/api/user/post/${pick(f.postIds, i * 13)}/like`,
        token: pick(f.viewers, i).token,
        body: { type: 'like' },
      }),
    },
  ];
}

function rawScenarios(database: Database, f: Fixtures): Map<string, RawScenario> {
  const out = new Map<string, RawScenario>();
  for (const s of FEEDS) {
    const viewers = s.viewers(f);
    if (viewers && viewers.length === 0) continue;
    const compiled = new Map<number, ReturnType<RawScenario['query']>>();
    out.set(s.name, {
      name: s.name,
      query(i) {
        const index = viewers ? i % viewers.length : 0;
        let q = compiled.get(index);
        if (!q) {
          const v = viewers?.[index];
          const viewer = v
            ? { id: v.id, muteWords: v.muteWords, muteCategories: v.muteCategories }
            : null;
          q = feedPageQuery(
            database.db,
            { viewer, source: s.source },
            { skip: s.skip, limit: PAGE, after: s.byCursor ? v?.deepCursor : undefined },
          ).compile();
          compiled.set(index, q);
        }
        return q;
      },
    });
  }
  return out;
}

/** EXPLAIN ANALYZE of the feed queries, for the report's reader. */
async function explain(pool: pg.Pool, raw: Map<string, RawScenario>, driver: Driver) {
  const parts: string[] = [];
  for (const [name, scenario] of raw) {
    const q = scenario.query(0);
    const plan = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${q.sql}`,
      q.parameters as unknown[],
    );
    parts.push(`-- ${name}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
  }
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `${driver}-explain.txt`), parts.join('\n'));
}

interface Target {
  /** Opens the bench database (seeded or not). */
  open(): Promise<Database>;
  /** Makes it empty again (another seed is in it). */
  reset(): Promise<void>;
  /** What the server child needs. */
  server: { databaseUrl?: string; dataDir: string };
  /** A pool for the raw queries, and how to end it. */
  rawPool(database: Database): { pool: pg.Pool; size: number; end(): Promise<void> };
  cleanup(): void;
}

/** How the server reaches PostgreSQL: a Unix socket (`?host=/path`) or TCP. */
function databaseTransport(url: string): string {
  const host = new URL(url).searchParams.get('host');
  return host?.startsWith('/') ? `a Unix socket (${host})` : 'TCP';
}

function postgresTarget(config: BenchConfig, dataDir: string): Target {
  const url = config.databaseUrl;
  return {
    async open() {
      await ensureDatabase(url);
      return openBenchDatabase({ url });
    },
    reset: () => recreateDatabase(url),
    server: { databaseUrl: url, dataDir },
    rawPool() {
      const pool = new pg.Pool({ connectionString: url, max: config.rawPoolSize });
      // Prepared as the server prepares its statements: the raw figure is the best the SQL can do.
      prepareLongStatements(pool);
      return { pool, size: config.rawPoolSize, end: () => pool.end() };
    },
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function pgliteTarget(config: BenchConfig, dataDir: string): Target {
  // The server opens DATA_DIR/pglite; the bench opens the same folder while the server is down.
  const base = config.pgliteDir ?? dataDir;
  const dir = join(base, 'pglite');
  return {
    open: () => openBenchDatabase({ pgliteDir: dir }),
    async reset() {
      rmSync(dir, { recursive: true, force: true });
    },
    server: { dataDir: base },
    // PGlite serves one connection: the app's pool has one too.
    rawPool: (database) => ({ pool: database.pool, size: 1, end: async () => {} }),
    cleanup: () => {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function prepare(target: Target, scale: number, driver: Driver) {
  let database = await target.open();
  let found = await readSeed(database.pool);
  if (found === 'foreign' || (typeof found === 'object' && found.key !== seedKey(scale))) {
    log(`  the database holds ${found === 'foreign' ? 'other data' : found.key}: made again`);
    await database.close();
    await target.reset();
    database = await target.open();
    found = 'none';
  }
  let info: SeedInfo;
  if (found === 'none') {
    log(`  seeding ${driver} at scale ${scale}...`);
    info = await seed(database, scale, log, driver);
    log(`  seeded in ${info.seededSeconds!.toFixed(0)} s`);
  } else {
    info = found;
    log(`  the seed is there (${info.key}): not seeded again`);
  }
  const removed = await removeRunPosts(database.pool, info);
  if (removed) log(`  removed ${removed} posts of an earlier run`);
  if (driver === 'postgres') {
    const leftover = await removeLeftoverJobs(database.pool);
    if (leftover) log(`  removed ${leftover} unfinished jobs of an earlier run`);
  }
  const removedMessages = await removeRunMessages(database.pool);
  if (removedMessages) log(`  removed ${removedMessages} messages of an earlier run`);
  const fixtures = await loadFixtures(database);
  await openMessaging(database.pool, fixtures.viewers);
  const version = await database.pool.query<{ v: string }>(`select version() as v`);
  // The memory PostgreSQL keeps pages in changes every figure that reads many rows: reported.
  const buffers =
    driver === 'postgres'
      ? (await database.pool.query<{ b: string }>(`select current_setting('shared_buffers') as b`))
          .rows[0]!.b
      : undefined;
  const dbVersion = version.rows[0]!.v.split(' on ')[0]!;
  // So is the way to it: a Unix socket spares both sides the loopback TCP stack.
  const url = target.server.databaseUrl;
  const way = url ? `, over ${databaseTransport(url)}` : '';
  return {
    database,
    info,
    fixtures,
    dbVersion: (buffers ? `${dbVersion}, shared_buffers ${buffers}` : dbVersion) + way,
  };
}

async function benchDriver(config: BenchConfig, driver: Driver): Promise<DriverReport> {
  const scale = driver === 'postgres' ? config.scale : config.pgliteScale;
  if (driver === 'postgres') assertBenchDatabase(config.databaseUrl);
  const dataDir = mkdtempSync(join(tmpdir(), `trestle-bench-${driver}-`));
  const target =
    driver === 'postgres' ? postgresTarget(config, dataDir) : pgliteTarget(config, dataDir);
  const startedAt = new Date().toISOString();
  const loadBefore = loadavg();
  log(
    `\n${driver}: ${driver === 'postgres' ? config.databaseUrl : `PGlite in ${config.pgliteDir ?? 'a temporary folder'}`}`,
  );
  let prepared = await prepare(target, scale, driver);
  const { info, fixtures, dbVersion } = prepared;
  const settings = {
    connections: config.connections,
    seconds: config.seconds,
    warmupSeconds: config.warmupSeconds,
  };
  const wanted = (name: string) => !config.only || config.only.has(name);
  const results = new Map<string, ScenarioResult>();

  // HTTP: PGlite's folder may be open in one process only, so the bench lets go of it first.
  if (driver === 'pglite') await prepared.database.close();
  const server = await startServer({ ...target.server, logLevel: config.serverLogLevel });
  const stats =
    driver === 'postgres' ? new pg.Pool({ connectionString: config.databaseUrl, max: 1 }) : null;
  const transactions = stats
    ? async () => {
        const row = await stats.query<{ n: number }>(
          `select (xact_commit + xact_rollback)::float8 as n from pg_stat_database
            where datname = current_database()`,
        );
        return row.rows[0]!.n;
      }
    : undefined;
  try {
    for (const scenario of httpScenarios(fixtures)) {
      if (!wanted(scenario.name)) continue;
      const result: ScenarioResult = {
        name: scenario.name,
        request: scenario.label,
        http: null,
        raw: null,
      };
      results.set(scenario.name, result);
      if (scenario.name === 'home-heavy' && fixtures.heavyViewers.length === 0) {
        result.skipped = 'no one follows 1,000+ at this scale';
        continue;
      }
      const status = await probe(server.url, scenario);
      if (status === 501) {
        result.skipped = 'not implemented (501)';
        log(`  ${scenario.name}: not implemented (501), skipped`);
        continue;
      }
      if (status >= 300) log(`  ${scenario.name}: the probe answered ${status}`);
      if (stats) {
        const settled = await settleJobs(stats);
        if (settled.seconds >= 1 || settled.left > 0) {
          log(
            `  waited ${settled.seconds.toFixed(0)} s for the jobs of the scenario before` +
              (settled.left ? ` (${settled.left} still due)` : ''),
          );
        }
      }
      log(`  HTTP ${scenario.name}...`);
      result.http = await runHttp(server.url, scenario, settings, transactions, server.pid);
    }
    if (wanted('dm-delivery')) {
      log('  dm-delivery...');
      results.set('dm-delivery', {
        name: 'dm-delivery',
        request: "POST /api/user/dm/{id}/message until the recipient's socket has it (ms)",
        http: await measureDelivery(server.url, fixtures.viewers, {
          seconds: settings.seconds,
          workers: Math.min(settings.connections, 10),
          recipients: 20,
        }),
        raw: null,
      });
    }
    if (wanted('fanout') && stats) {
      log('  fanout...');
      const fanOut = await measureFanOut(server.url, stats, fixtures.fanOutAuthor);
      results.set('fanout', {
        name: 'fanout',
        request:
          `POST /api/user/post by the most-followed person (${fanOut.followers} followers) until ` +
          `it is in every follower's timeline (ms; reached ${fanOut.reached})`,
        http: fanOut,
        raw: null,
      });
    }
  } finally {
    // autocannon stops at its deadline with requests under way: let the server finish them.
    await new Promise((r) => setTimeout(r, 2000));
    await server.stop();
    await stats?.end();
  }
  // Raw SQL: the feed skeleton queries alone.
  if (driver === 'pglite') prepared = { ...prepared, database: await target.open() };
  const { database } = prepared;
  const raw = rawScenarios(database, fixtures);
  const rawPool = target.rawPool(database);
  try {
    for (const [name, scenario] of raw) {
      if (!wanted(name)) continue;
      log(`  raw ${name}...`);
      const result = results.get(name) ?? { name, request: name, http: null, raw: null };
      results.set(name, result);
      result.raw = await runRaw(rawPool.pool, scenario, settings);
    }
    await explain(rawPool.pool, raw, driver);
  } finally {
    await rawPool.end();
  }
  // After the raw queries: profiling posting leaves posts whose fan-out the profiled server never
  // finished (timeline_pending), and every home query reads those until the run's posts are
  // removed; the raw home query was measured behind 3,000 of them before.
  if (config.profile && driver === 'postgres') {
    const summaries: ProfileSummary[] = [];
    for (const scenario of httpScenarios(fixtures)) {
      if (!config.profile.has(scenario.name)) continue;
      log(`  profiling ${scenario.name}...`);
      summaries.push(
        await profileScenario(
          scenario,
          { databaseUrl: config.databaseUrl, logLevel: config.serverLogLevel },
          settings,
        ),
      );
    }
    const context = `PostgreSQL, scale ${scale}, ${settings.connections} connections, run ${startedAt}, load average before ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}.`;
    log(`  profiles: ${writeProfiles(summaries, context)}`);
  }

  const removed = await removeRunPosts(database.pool, info);
  log(`  removed the ${removed} posts this run made`);
  log(`  removed the ${await removeRunMessages(database.pool)} messages this run made`);
  await database.close();
  target.cleanup();

  const cpu = cpus();
  const partial: Omit<DriverReport, 'targets'> = {
    driver,
    scale,
    counts: info.counts,
    seededSeconds: info.seededSeconds,
    startedAt,
    machine: {
      cores: cpu.length,
      cpu: cpu[0]?.model.trim() ?? 'unknown',
      memoryGb: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      database: driver === 'pglite' ? `PGlite (${dbVersion})` : dbVersion,
      loadBefore,
      loadAfter: loadavg(),
    },
    settings: { ...settings, rawPoolSize: rawPool.size },
    scenarios: [...results.values()],
  };
  return { ...partial, targets: computeTargets(partial) };
}

async function main() {
  const config = loadBenchConfig();
  // BENCH_ONLY=lighthouse runs the Lighthouse entry alone (no database seed).
  const lighthouseOnly = config.only?.size === 1 && config.only.has('lighthouse');
  // BENCH_ONLY=soak runs the soak alone (bench/soak.ts: a database of its own, no seed); it runs
  // only when named, being minutes long.
  const soakOnly = config.only?.size === 1 && config.only.has('soak');
  for (const driver of lighthouseOnly || soakOnly ? [] : config.drivers) {
    if (config.seedOnly) {
      if (driver === 'pglite' && !config.pgliteDir) continue; // a temporary folder: nothing kept
      const dataDir = mkdtempSync(join(tmpdir(), `trestle-bench-${driver}-`));
      const target =
        driver === 'postgres' ? postgresTarget(config, dataDir) : pgliteTarget(config, dataDir);
      log(`\n${driver}: seeding only`);
      const { database } = await prepare(
        target,
        driver === 'postgres' ? config.scale : config.pgliteScale,
        driver,
      );
      await database.close();
      target.cleanup();
      continue;
    }
    const report = await benchDriver(config, driver);
    printTable(report);
    writeResults(report);
  }
  if (!config.seedOnly && (!config.only || config.only.has('lighthouse'))) {
    printLighthouse(await runLighthouse(config.serverLogLevel));
  }
  if (!config.seedOnly && config.only?.has('soak')) {
    const report = await runSoak(loadSoakConfig(), config.serverLogLevel);
    printSoak(report);
    writeSoak(report);
    log(`\nSoak results: ${resultsDir}soak.md`);
  }
  if (!lighthouseOnly && !soakOnly) log(`\nResults: ${resultsDir}latest.md`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
