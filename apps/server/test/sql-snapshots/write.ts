// Rewrites docs/sql from the queries (pnpm --filter @trestle/server sql:snapshots): every file
// written anew, files of queries no longer listed removed.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderAll, SNAPSHOT_DIR } from './render';

const files = renderAll();
mkdirSync(SNAPSHOT_DIR, { recursive: true });
for (const name of readdirSync(SNAPSHOT_DIR)) {
  if (name.endsWith('.sql') && !files.has(name)) rmSync(join(SNAPSHOT_DIR, name));
}
for (const [name, text] of files) writeFileSync(join(SNAPSHOT_DIR, name), text);
console.log(`docs/sql: ${files.size} query snapshots written.`);
