#!/usr/bin/env node
// `pnpm start`: builds what the server serves, quietly (a line while it works, the build's output
// only when it fails), then runs the server, whose last line is the address to open.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const turbo = join(
  root,
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'turbo.cmd' : 'turbo',
);

export const BUILD_ARGS = [
  'run',
  'build',
  '--filter=@trestle/server...',
  '--filter=@trestle/web...',
  '--filter=@trestle/embed',
  '--output-logs=errors-only',
];

process.stdout.write('Building Trestle (the first time takes a few minutes)…\n');
const build = spawnSync(turbo, BUILD_ARGS, { cwd: root, encoding: 'utf8', shell: false });
if (build.status !== 0) {
  process.stdout.write(build.stdout ?? '');
  process.stderr.write(build.stderr ?? '');
  process.stderr.write('The build failed: see above.\n');
  process.exit(build.status ?? 1);
}
process.stdout.write('Built. Starting the server…\n');
const server = spawn(process.execPath, [join(root, 'apps', 'server', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TRESTLE_ADDRESS_LINE: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
