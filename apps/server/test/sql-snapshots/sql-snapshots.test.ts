// docs/sql holds the SQL of the feed, search and board queries for review; this fails when a
// query changed and its file was not rewritten (pnpm --filter @trestle/server sql:snapshots).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SNAPSHOT_QUERIES } from './queries';
import { renderAll, SNAPSHOT_DIR } from './render';

const REWRITE = 'pnpm --filter @trestle/server sql:snapshots';

describe('SQL snapshots in docs/sql', () => {
  const files = renderAll();

  it('names each query once', () => {
    expect(files.size).toBe(SNAPSHOT_QUERIES.length);
  });

  it.each([...files])('%s matches the query the server runs', (name, text) => {
    const path = join(SNAPSHOT_DIR, name);
    expect(existsSync(path), `docs/sql/${name} is missing: run ${REWRITE}`).toBe(true);
    expect(readFileSync(path, 'utf8'), `docs/sql/${name} is out of date: run ${REWRITE}`).toBe(
      text,
    );
  });

  it('keeps no file of a query no longer listed', () => {
    const stale = readdirSync(SNAPSHOT_DIR).filter((n) => n.endsWith('.sql') && !files.has(n));
    expect(stale, `stale snapshots: run ${REWRITE}`).toEqual([]);
  });
});
