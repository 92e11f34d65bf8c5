// docs/deploy/haproxy.cfg, used as documented, in front of two server processes on loopback:
// requests are spread over both, and a realtime connection made through it works. Needs
// PostgreSQL, Redis and Debian's haproxy (CI installs it).
import { connectTrestleSocket } from '@trestle/sdk';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './support/app';
import { eventually } from './support/eventually';
import { createVerifiedUser } from './support/factories';
import { api } from './support/http';
import { freePort } from './support/ports';
import { answeringPid, canRunCrossProcess, startServerProcesses } from './support/server-processes';

const config = fileURLToPath(new URL('../../../docs/deploy/haproxy.cfg', import.meta.url));
const hasHaproxy = spawnSync('haproxy', ['-v']).status === 0;
const required = process.env.TRESTLE_REQUIRE_SERVICES === '1';

describe('behind HAProxy', () => {
  it('has haproxy where the services are required', () => {
    if (required) expect(hasHaproxy, 'haproxy is installed (apt-get install haproxy)').toBe(true);
  });

  it.runIf(canRunCrossProcess && hasHaproxy)(
    'spreads requests over both servers and carries realtime connections',
    async () => {
      const processes = await startServerProcesses(['a', 'b']);
      const port = await freePort();
      const balancer = `http://127.0.0.1:${port}`;
      const [app1, app2] = processes.urls.map((url) => new URL(url).host);
      const haproxy = spawn('haproxy', ['-db', '-f', config], {
        env: {
          ...process.env,
          TRESTLE_BIND: `127.0.0.1:${port}`,
          TRESTLE_APP1: app1!,
          TRESTLE_APP2: app2!,
        },
        stdio: ['ignore', 'ignore', 'inherit'], // its alerts show in the test output
      });
      try {
        const pids = new Set<number>();
        await eventually(
          async () => {
            const pid = await answeringPid(balancer);
            if (pid) pids.add(pid);
            return pids.size === 2 || undefined;
          },
          { what: 'both servers answering through HAProxy', timeoutMs: 60_000 },
        );

        const person = await createVerifiedUser({ url: balancer, smtp: processes.smtp } as TestApp);
        const socket = connectTrestleSocket({ baseUrl: balancer, token: person.token });
        try {
          await new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve());
            socket.once('connect_error', reject);
          });
          expect(socket.io.engine.transport.name).toBe('websocket');
          const told = new Promise<void>((resolve) =>
            socket.once('session:revoked', () => resolve()),
          );
          // Signing out through the balancer reaches the socket whichever server holds it.
          expect(
            (await api(balancer, 'POST', '/auth/sign-out', { token: person.token })).status,
          ).toBe(200);
          await told;
        } finally {
          socket.disconnect();
        }
      } finally {
        haproxy.kill('SIGTERM');
        await processes.close();
      }
    },
    300_000,
  );
});
