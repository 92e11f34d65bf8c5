#!/usr/bin/env node
// Fails when generated files are stale: the bundled contract (openapi/generated/openapi.json) and
// its wire types (openapi/generated/types.ts, imported as `@trestle/openapi/types`) must equal what
// the generators make now. Regenerates them in place, so a local run also fixes them; commit the
// result.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const files = ['openapi/generated/openapi.json', 'openapi/generated/types.ts'];
const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
const before = files.map(read);

const pnpm = (args) =>
  execFileSync(process.execPath, [process.env.npm_execpath ?? 'pnpm', ...args], {
    stdio: 'inherit',
  });
pnpm(['--filter', '@trestle/openapi', 'generate']);

const stale = files.filter((file, i) => read(file) !== before[i]);
if (stale.length > 0) {
  console.error(
    `Generated files were stale: ${stale.join(', ')}. They are regenerated now; commit them.`,
  );
  process.exit(1);
}
console.log('Generated files are up to date.');
