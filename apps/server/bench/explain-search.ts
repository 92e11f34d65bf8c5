// The plans of the advanced-search scenario's queries at bench scale (issue 23; "the SQL of the
// search queries with their plans at bench scale"): each typed line of search-lines.ts parsed as
// the server parses it, built by advancedPostIdsQuery for a sampled viewer, and run under
// EXPLAIN ANALYZE on the seeded bench database. Written to results/postgres-explain-search.txt.
//   pnpm --filter @trestle/server bench:explain-search      (after `pnpm bench` has seeded)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAdvancedSearch } from '@trestle/core';
import pg from 'pg';
import {
  advancedCandidatesQuery,
  advancedPostIdsQuery,
  type AdvancedSearchQuery,
} from '../src/modules/explore/repo';
import { recentSearchWindow } from '../src/modules/explore/recent-window';
import { openDatabase } from '../src/platform/db/database';
import { loadBenchConfig } from './config';
import { resultsDir } from './report';
import { ADVANCED_LINES } from './search-lines';

const { databaseUrl } = loadBenchConfig();
const database = await openDatabase({ url: databaseUrl });
const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
const out: string[] = [`Advanced search plans on ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`];
try {
  // A seeded person (the queries need no session, so this works while the seed is still busy).
  const viewer = await pool.query<{ id: string }>('select id from users order by id limit 1');
  const viewerId = viewer.rows[0]?.id;
  if (!viewerId) throw new Error('No people: seed the bench database first (pnpm bench).');
  const since = await recentSearchWindow(database.db);
  for (const line of ADVANCED_LINES) {
    const parsed = parseAdvancedSearch(line);
    if (!parsed.ok) throw new Error(`${line}: ${parsed.message}`);
    const t = parsed.tree;
    const q: AdvancedSearchQuery = {
      viewerId,
      bucket: 'content',
      longVideoSeconds: 240,
      op: false,
      words: t.words,
      phrases: t.phrases,
      without: t.without,
      anyWords: [],
      fromIds: null,
      toIds: null,
      aboutIds: null,
      tags: t.tags,
      has: t.has,
      categories: [],
      duration: 'any',
      before: t.before,
      after: t.after,
      chronology: 'recent',
      skip: 0,
      limit: 10,
    };
    // The server's first try (the newest matches, before the read rules), then the one statement
    // it falls back to (repo.ts advancedPostIds).
    const tries = [
      ['first try', advancedCandidatesQuery(database.db, q, 20, since)],
      ['one statement', advancedPostIdsQuery(database.db, q)],
    ] as const;
    for (const [name, built] of tries) {
      const query = built.compile();
      const plan = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off) ${query.sql}`,
        query.parameters as unknown[],
      );
      out.push('', `=== ${line} (${name})`, ...plan.rows.map((r) => r['QUERY PLAN']));
      const total = plan.rows.at(-1)?.['QUERY PLAN'] ?? '';
      console.log(`${line.padEnd(32)} ${name.padEnd(14)} ${total}`);
    }
  }
} finally {
  await pool.end();
  await database.close();
}
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'postgres-explain-search.txt'), `${out.join('\n')}\n`);
console.log(`\nPlans: ${join(resultsDir, 'postgres-explain-search.txt')}`);
