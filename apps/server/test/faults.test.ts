// Faults a real installation meets: the database restarts (requests are answered 503 for the
// outage, never 500, and recover by themselves), and Redis restarts (nothing fails meanwhile;
// realtime reconnects). Each uses a server of its own so other test files are not disturbed.
import { connectTrestleSocket } from '@trestle/sdk';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './support/app';
import { eventually } from './support/eventually';
import { createVerifiedUser } from './support/factories';
import { api } from './support/http';
import {
  canRunPrivateServices,
  startPrivatePostgres,
  startPrivateRedis,
} from './support/private-services';
import { canRunCrossProcess, startServerProcesses } from './support/server-processes';

const canRun = canRunCrossProcess && canRunPrivateServices;

describe('faults', () => {
  it.runIf(canRun)(
    'a PostgreSQL restart: 503 with a plain message during the outage, then recovery by itself',
    async () => {
      const postgres = await startPrivatePostgres();
      const processes = await startServerProcesses(['a'], { postgresUrl: postgres.url });
      const [url] = processes.urls as [string];
      try {
        const person = await createVerifiedUser({ url, smtp: processes.smtp } as TestApp);
        const profile = () => api(url, 'GET', '/user/profile', { token: person.token });
        expect((await profile()).status).toBe(200);

        await postgres.stop();
        for (let i = 0; i < 3; i++) {
          const down = await profile();
          expect(down.status, JSON.stringify(down.body)).toBe(503);
          expect(down.body.message).toMatch(/briefly unavailable/);
        }
        expect((await fetch(`${url}/readyz`)).status).toBe(503);

        await postgres.start();
        await eventually(async () => (await profile()).status === 200 || undefined, {
          what: 'requests answered again after PostgreSQL is back',
          timeoutMs: 60_000,
        });
        const post = await api(url, 'POST', '/user/post', {
          token: person.token,
          body: { text: 'Back online after the database restart.' },
        });
        expect(post.status, JSON.stringify(post.body)).toBe(201);
      } finally {
        await processes.close();
        await postgres.close();
      }
    },
    300_000,
  );

  it.runIf(canRun)(
    'a Redis restart: requests go on meanwhile and realtime reconnects',
    async () => {
      const redis = await startPrivateRedis();
      const processes = await startServerProcesses(['a'], { redisUrl: redis.url });
      const [url] = processes.urls as [string];
      try {
        const person = await createVerifiedUser({ url, smtp: processes.smtp } as TestApp);
        const socket = connectTrestleSocket({ baseUrl: url, token: person.token });
        try {
          await new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve());
            socket.once('connect_error', reject);
          });

          await redis.stop();
          for (let i = 0; i < 3; i++) {
            const during = await api(url, 'POST', '/user/post', {
              token: person.token,
              body: { text: `Posted while Redis is away (${i}).` },
            });
            expect(during.status, JSON.stringify(during.body)).toBe(201);
          }

          await redis.start();
          // Once the adapter is back, an event raised by the server reaches the socket again.
          const told = new Promise<void>((resolve) =>
            socket.once('session:revoked', () => resolve()),
          );
          await eventually(
            async () => {
              const second = await api(url, 'POST', '/auth/sign-in', {
                body: { login: person.username, password: person.password },
              });
              // Signing out a second session tells only that session; the first one's socket
              // hears its own sign-out below.
              return second.status === 200 || undefined;
            },
            { what: 'sign-in works after Redis is back', timeoutMs: 60_000 },
          );
          expect((await api(url, 'POST', '/auth/sign-out', { token: person.token })).status).toBe(
            200,
          );
          await told;
        } finally {
          socket.disconnect();
        }
      } finally {
        await processes.close();
        await redis.close();
      }
    },
    300_000,
  );
});
