// How PostgreSQL's plan cache treats the feed statements (issue 25): for each feed's page statement
// and the hydration statement, on one connection that prepares them as the server does, the time
// of each execution and whether the plan it used was generic (planned once) or custom (planned
// again for every execution). Run against the seeded bench database:
//   pnpm --filter @trestle/server bench:plan-cache
import pg from 'pg';
// @ts-expect-error: node-postgres' own value formatting has no types of its own
import { prepareValue } from 'pg/lib/utils.js';
import { hydrationSql } from '../src/platform/feed/hydrate';
import { feedPageQuery, type FeedQuery } from '../src/modules/posts/repo/feed';
import { openDatabase } from '../src/platform/db/database';
import { loadBenchConfig } from './config';

const RUNS = 30;
const VIEWERS = 10;

async function main() {
  const config = loadBenchConfig();
  const database = await openDatabase({ url: config.databaseUrl });
  const client = new pg.Client({ connectionString: config.databaseUrl, options: '-c jit=off' });
  await client.connect();
  const { rows: viewers } = await client.query<{
    id: string;
    mute_words: string[];
    mute_categories: string[];
  }>(
    `select u.id, u.mute_words, u.mute_categories from bench_people p join users u on u.id = p.id
      where p.n % 997 = 0 order by p.n limit ${VIEWERS}`,
  );
  const sources = (process.env.PLAN_SOURCES ?? 'following,local,public').split(
    ',',
  ) as FeedQuery['source'][];
  const mode = process.env.PLAN_CACHE_MODE ?? 'auto';
  await client.query(`set plan_cache_mode = ${mode}`);
  console.log(`plan_cache_mode = ${mode}`);
  for (const source of sources) {
    const times: number[] = [];
    const hydrateTimes: number[] = [];
    let pageName = '';
    let hydrateName = '';
    for (let i = 0; i < RUNS; i++) {
      const v = viewers[i % viewers.length]!;
      const viewer =
        source === 'public'
          ? null
          : { id: v.id, muteWords: v.mute_words, muteCategories: v.mute_categories };
      const q = feedPageQuery(database.db, { viewer, source }, { skip: 0, limit: 10 }).compile();
      pageName = `probe_${source}`;
      const t0 = performance.now();
      const page = await client.query<{ id: string }>({
        name: pageName,
        text: q.sql,
        values: q.parameters as unknown[],
      });
      times.push(performance.now() - t0);
      const h = hydrationSql(
        viewer?.id ?? null,
        page.rows.map((r) => r.id),
      ).compile(database.db);
      hydrateName = `probe_hydrate_${source}`;
      const t1 = performance.now();
      await client.query({ name: hydrateName, text: h.sql, values: h.parameters as unknown[] });
      hydrateTimes.push(performance.now() - t1);
    }
    const { rows } = await client.query<{
      name: string;
      generic_plans: number;
      custom_plans: number;
    }>(
      'select name, generic_plans, custom_plans from pg_prepared_statements where name = any($1)',
      [[pageName, hydrateName]],
    );
    if (process.env.PLAN_EXPLAIN) {
      const v = viewers[0]!;
      const viewer =
        source === 'public'
          ? null
          : { id: v.id, muteWords: v.mute_words, muteCategories: v.mute_categories };
      const page = feedPageQuery(database.db, { viewer, source }, { skip: 0, limit: 10 });
      const ids = (await page.execute()).map((r) => r.id);
      const q =
        process.env.PLAN_EXPLAIN === 'hydrate'
          ? hydrationSql(viewer?.id ?? null, ids).compile(database.db)
          : page.compile();
      const name = process.env.PLAN_EXPLAIN === 'hydrate' ? hydrateName : pageName;
      // EXECUTE takes no bind parameters: the values as literals (arrays in PostgreSQL's form).
      const literal = (value: unknown) =>
        value === null ? 'null' : client.escapeLiteral(String(prepareValue(value)));
      const args = q.parameters.map(literal).join(', ');
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) execute ${name}(${args})`,
      );
      console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    const tail = (xs: number[]) => xs.slice(10).reduce((a, b) => a + b, 0) / (xs.length - 10);
    console.log(
      `${source}: page ${tail(times).toFixed(2)} ms, hydrate ${tail(hydrateTimes).toFixed(2)} ms (mean of runs 11-${RUNS})`,
    );
    for (const r of rows)
      console.log(`  ${r.name}: generic ${r.generic_plans}, custom ${r.custom_plans}`);
  }
  const memory = await client.query<{ name: string; n: number; kb: number }>(
    `select name, count(*)::int as n, (sum(total_bytes) / 1024)::int as kb
       from pg_backend_memory_contexts where name like 'Cached%' group by name order by name`,
  );
  for (const m of memory.rows) console.log(`  ${m.name}: ${m.n} contexts, ${m.kb} kB`);
  await client.end();
  await database.close();
}

await main();
