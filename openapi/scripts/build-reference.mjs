#!/usr/bin/env node
// Builds generated/reference.html, the API reference the server shows at /api/docs, so that it
// works offline under its own CSP (no remote origins):
//  - Redocly's build-docs with the Redoc bundle inline (--inlineBundle) instead of from its CDN;
//  - telemetry off (REDOCLY_TELEMETRY=off: the page would otherwise post traces to Redocly, and
//    the CLI would phone home while building);
//  - the "API docs by Redocly" logo, an image on Redocly's CDN, replaced by a local wordmark;
//  - our template (scripts/reference.hbs): Redocly's, plus an empty icon so no favicon is fetched.
// It fails if the page still names a script, style or image on another origin.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const input = join(root, 'generated', 'openapi.json');
const output = join(root, 'generated', 'reference.html');
const template = join(root, 'scripts', 'reference.hbs');

const cliPackage = createRequire(import.meta.url).resolve('@redocly/cli/package.json');
const cli = join(dirname(cliPackage), 'bin', 'cli.js');

const result = spawnSync(
  process.execPath,
  [cli, 'build-docs', input, '-o', output, '--inlineBundle', '-t', template],
  {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
  },
);
// Redocly's own chatter (and, on Node 20, its notice that its *future* releases need Node 22.12)
// is shown only when the build fails: the pinned release builds the page on Node 20.19 too.
if (result.status !== 0) {
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  process.exit(result.status ?? 1);
}

const wordmark = (width) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" viewBox="0 0 ${width} 20"><text x="0" y="15" font-family="system-ui,sans-serif" font-size="14" font-weight="600" fill="#0044d4">Redocly</text></svg>`,
  )}`;

let html = readFileSync(output, 'utf8');
// Redoc's attribution logo (logo-mini.svg when the sidebar is collapsed, logo-mini-full.svg).
html = html.replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(-full)?\.svg/g, (_, full) =>
  wordmark(full ? 60 : 20),
);
writeFileSync(output, html);

const problems = [];
if (!/const __redoc_options = \{[^}]*"disableTelemetry":true/.test(html)) {
  problems.push('Redoc telemetry is not disabled in the page options.');
}
for (const match of html.matchAll(
  /<(script|link|img)\b[^>]*\b(src|href)="(https?:)?\/\/[^"]*"/gi,
)) {
  problems.push(`The page loads from another origin: ${match[0]}`);
}
if (/cdn\.redoc\.ly\/redoc\/logo/.test(html))
  problems.push('The Redocly logo still comes from its CDN.');
if (problems.length > 0) {
  console.error(`\n${output}:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
