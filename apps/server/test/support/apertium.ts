// A real Apertium APY server (Debian's apertium-apy with apertium-eng-spa) on a free loopback
// port, for the translation tests. Missing packages skip those tests with the reason, unless
// TRESTLE_REQUIRE_SERVICES=1 (CI), where they fail.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from './ports';

const BINARY = process.env.APERTIUM_APY_PATH ?? '/usr/bin/apertium-apy';
const MODES = process.env.APERTIUM_MODES_PATH ?? '/usr/share/apertium/modes';

export interface Apertium {
  url: string;
  stop(): Promise<void>;
}

/** Why the tests cannot run here, or undefined when they can. */
export function apertiumMissing(): string | undefined {
  if (!existsSync(BINARY)) return `${BINARY} not found (apt-get install apertium-apy)`;
  if (!existsSync(`${MODES}/eng-spa.mode`))
    return `no eng-spa pair in ${MODES} (apt-get install apertium-eng-spa)`;
  return undefined;
}

export function requireApertium(): void {
  const missing = apertiumMissing();
  if (missing && process.env.TRESTLE_REQUIRE_SERVICES === '1') {
    throw new Error(`Apertium APY is required (TRESTLE_REQUIRE_SERVICES=1): ${missing}`);
  }
}

/** Starts APY and waits (up to 60 s) until it lists its pairs. */
export async function startApertium(): Promise<Apertium> {
  const port = await freePort();
  const child: ChildProcess = spawn(BINARY, ['-p', String(port), MODES], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`apertium-apy exited:\n${output}`);
    try {
      const response = await fetch(`${url}/listPairs`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`apertium-apy did not answer within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
