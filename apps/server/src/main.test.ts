// `pnpm start` (scripts/start.mjs) runs the server with TRESTLE_ADDRESS_LINE=1: whatever the log
// says while starting, the last line printed is the address, in plain words.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('starting the server for pnpm start', () => {
  it('prints the address last and plainly, after the JSON log', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'trestle-start-'));
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [join(serverDir, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'src/main.ts'],
      {
        cwd: serverDir,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'info',
          TRESTLE_ADDRESS_LINE: '1',
        },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const line = `Trestle is running at http://localhost:${port}  (Ctrl+C stops it)`;
      await new Promise<void>((resolve, reject) => {
        child.on('exit', () => reject(new Error(`The server stopped:\n${output}`)));
        const check = setInterval(() => {
          if (output.includes(`\n${line}\n`)) {
            clearInterval(check);
            resolve();
          }
        }, 100);
      });
      // Give anything still buffered the time to come out: the address stays last.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const lines = output.trim().split('\n');
      expect(lines.at(-1)).toBe(line);
      expect(lines.filter((text) => text.startsWith('{')).length).toBeGreaterThan(0);
      expect(output).not.toMatch(/Node\.js 20 support is ending/);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
