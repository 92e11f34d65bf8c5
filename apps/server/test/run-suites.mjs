#!/usr/bin/env node
// Runs the server's test suite twice: on embedded PGlite, then on a PostgreSQL server (a fresh
// database per test file) with Redis for realtime fan-out. PostgreSQL and Redis are taken from
// TEST_DATABASE_URL / TEST_REDIS_URL, or found at their default local addresses. With
// TRESTLE_REQUIRE_SERVICES=1 (CI) a missing service fails the run instead of skipping that pass.
//
// The second pass leaves out the files that provably run the same on both: the first pass records
// (test/support/service-use.ts) which files read TEST_DATABASE_URL, TEST_REDIS_URL or
// TRESTLE_REQUIRE_SERVICES, or listed the whole environment, and the passes differ in nothing
// else. A file that did none of it (pure logic, or a database it made itself without asking which)
// has been proved once; the second pass runs every other file. The list of files left out is
// printed. TRESTLE_BOTH_PASSES=1 runs every file twice.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

const vitestBin = join(
  dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
);

const required = process.env.TRESTLE_REQUIRE_SERVICES === '1';
const vitestArgs = process.argv.slice(2);

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      socket.end();
      resolve(true);
    });
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
  });
}

function vitest(label, env, extraArgs = []) {
  console.log(`\n== server tests on ${label}`);
  const result = spawnSync(process.execPath, [vitestBin, 'run', ...vitestArgs, ...extraArgs], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const base = { ...process.env };
delete base.TEST_DATABASE_URL;
delete base.TEST_REDIS_URL;
delete base.TRESTLE_REQUIRE_SERVICES;
const logDir = mkdtempSync(join(tmpdir(), 'trestle-service-use-'));
const serviceUseLog = join(logDir, 'files.jsonl');
vitest('PGlite', { ...base, TRESTLE_SERVICE_USE_LOG: serviceUseLog });

/** Files of the first pass that never asked for the services: the same on both passes. */
function filesWithoutServices() {
  if (process.env.TRESTLE_BOTH_PASSES === '1') return [];
  let lines;
  try {
    lines = readFileSync(serviceUseLog, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
  const used = new Map();
  for (const line of lines) {
    const { file, used: variable } = JSON.parse(line);
    used.set(file, used.get(file) || variable !== null);
  }
  return [...used].filter(([, uses]) => !uses).map(([file]) => relative(process.cwd(), file));
}
const sameOnBoth = filesWithoutServices();
rmSync(logDir, { recursive: true, force: true });

const postgres = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redis = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const [hasPostgres, hasRedis] = await Promise.all([reachable(postgres), reachable(redis)]);
if (!hasPostgres || !hasRedis) {
  const missing = [!hasPostgres && `PostgreSQL (${postgres})`, !hasRedis && `Redis (${redis})`]
    .filter(Boolean)
    .join(' and ');
  if (required) {
    console.error(`\n${missing} not reachable, and TRESTLE_REQUIRE_SERVICES=1.`);
    process.exit(1);
  }
  console.log(`\n== skipped the PostgreSQL + Redis pass: ${missing} not reachable.`);
  process.exit(0);
}
if (sameOnBoth.length > 0) {
  console.log(
    `\n== ${sameOnBoth.length} files read no service setting and ran in full above; ` +
      `not run again on PostgreSQL + Redis:\n   ${sameOnBoth.join('\n   ')}`,
  );
}
vitest(
  'PostgreSQL + Redis',
  { ...process.env, TEST_DATABASE_URL: postgres, TEST_REDIS_URL: redis },
  [
    ...sameOnBoth.flatMap((file) => ['--exclude', file]),
    // A run of chosen files may have left none for this pass; the whole suite always has some.
    ...(sameOnBoth.length > 0 && vitestArgs.length > 0 ? ['--passWithNoTests'] : []),
  ],
);
