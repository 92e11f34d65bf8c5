#!/usr/bin/env node
// Runs the server's test suite twice: on embedded PGlite, then on a PostgreSQL server (a fresh
// database per test file) with Redis for realtime fan-out. PostgreSQL and Redis are taken from
// TEST_DATABASE_URL / TEST_REDIS_URL, or found at their default local addresses. With
// TRESTLE_REQUIRE_SERVICES=1 (CI) a missing service fails the run instead of skipping that pass.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';

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

function vitest(label, env) {
  console.log(`\n== server tests on ${label}`);
  const result = spawnSync(process.execPath, [vitestBin, 'run', ...vitestArgs], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const base = { ...process.env };
delete base.TEST_DATABASE_URL;
delete base.TEST_REDIS_URL;
delete base.TRESTLE_REQUIRE_SERVICES;
vitest('PGlite', base);

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
vitest('PostgreSQL + Redis', {
  ...process.env,
  TEST_DATABASE_URL: postgres,
  TEST_REDIS_URL: redis,
});
