// The benchmark's settings, read from the environment once. Every count of the seed is a
// full-scale figure multiplied by BENCH_SCALE, so a small run and the full one share one code path.
import { cpus } from 'node:os';

export type Driver = 'postgres' | 'pglite';

export interface BenchConfig {
  /** Which databases to run against, in order. */
  drivers: Driver[];
  /** Multiplies every count of the seed (PostgreSQL); 1 = 100k people, 1M posts. */
  scale: number;
  /** The scale of the PGlite run (default 0.1: 100,000 posts). */
  pgliteScale: number;
  /** postgres:// URL of the bench database; created when missing. */
  databaseUrl: string;
  /** PGlite's DATA_DIR (the database is in its pglite/ folder, kept); a temporary one otherwise. */
  pgliteDir: string | undefined;
  /** Measured seconds per scenario. */
  seconds: number;
  /** Unmeasured seconds per scenario before it (JIT, caches, pool). */
  warmupSeconds: number;
  /** Concurrent connections (HTTP) and concurrent queries (raw). */
  connections: number;
  /** Connections of the raw queries' pool; the app's pool has 10 (openDatabase). */
  rawPoolSize: number;
  /** Only these scenarios (comma-separated names), or all. */
  only: Set<string> | null;
  /** Scenarios to run once more under the CPU profiler (bench/profile.ts), PostgreSQL only. */
  profile: Set<string> | null;
  /** Seed (when needed) and stop, without measuring. */
  seedOnly: boolean;
  /** The server's LOG_LEVEL (info would log every request). */
  serverLogLevel: string;
  cores: number;
}

const number = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number.`);
  return value;
};

/** The default database: trestle_bench at full scale, a database of its own for any other scale. */
function defaultUrl(scale: number): string {
  const suffix = scale === 1 ? '' : `_s${String(scale).replace(/[^0-9]/g, '_')}`;
  return `postgres://postgres@127.0.0.1:5432/trestle_bench${suffix}`;
}

export function loadBenchConfig(): BenchConfig {
  const scale = number('BENCH_SCALE', 1);
  const drivers = (process.env.BENCH_DRIVER ?? 'postgres,pglite')
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  for (const d of drivers) {
    if (d !== 'postgres' && d !== 'pglite') {
      throw new Error(`BENCH_DRIVER: unknown driver ${d} (postgres, pglite).`);
    }
  }
  const only = process.env.BENCH_ONLY
    ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim()))
    : null;
  return {
    drivers: drivers as Driver[],
    scale,
    pgliteScale: number('BENCH_PGLITE_SCALE', Math.min(scale, 0.1)),
    databaseUrl: process.env.BENCH_DATABASE_URL || defaultUrl(scale),
    pgliteDir: process.env.BENCH_PGLITE_DIR || undefined,
    seconds: number('BENCH_SECONDS', 10),
    warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
    connections: Math.round(number('BENCH_CONNECTIONS', 50)),
    rawPoolSize: Math.round(number('BENCH_RAW_POOL', 10)),
    only,
    profile: process.env.BENCH_PROFILE
      ? new Set(process.env.BENCH_PROFILE.split(',').map((s) => s.trim()))
      : null,
    seedOnly: process.env.BENCH_SEED_ONLY === '1' || process.env.BENCH_SEED_ONLY === 'true',
    serverLogLevel: process.env.BENCH_LOG_LEVEL ?? 'warn',
    cores: cpus().length,
  };
}
