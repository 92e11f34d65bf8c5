// The feed skeleton queries alone, straight through node-postgres: the same SQL the operations
// run (feedPageQuery(...).compile()), for the same people, at the same concurrency and for the same
// time as the HTTP scenarios. The ratio HTTP / raw is what the server adds on top.
import type pg from 'pg';
import type { CompiledQuery } from 'kysely';
import type { Measurement } from './report';

export interface RawScenario {
  name: string;
  /** The i-th query. */
  query(i: number): CompiledQuery;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function load(
  pool: pg.Pool,
  scenario: RawScenario,
  concurrency: number,
  seconds: number,
  latencies: number[] | null,
): Promise<{ total: number; errors: number; elapsed: number }> {
  let counter = 0;
  let total = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const { sql, parameters } = scenario.query(counter++);
      const t0 = performance.now();
      try {
        await pool.query(sql, parameters as unknown[]);
        total++;
        latencies?.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { total, errors, elapsed: (performance.now() - started) / 1000 };
}

export async function runRaw(
  pool: pg.Pool,
  scenario: RawScenario,
  settings: { connections: number; seconds: number; warmupSeconds: number },
): Promise<Measurement> {
  if (settings.warmupSeconds > 0) {
    await load(pool, scenario, settings.connections, settings.warmupSeconds, null);
  }
  const latencies: number[] = [];
  const run = await load(pool, scenario, settings.connections, settings.seconds, latencies);
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: run.total / run.elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    total: run.total,
    non2xx: 0,
    errors: run.errors,
  };
}
