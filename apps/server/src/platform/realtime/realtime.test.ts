import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectTrestleSocket, type TrestleSocket } from '@trestle/sdk';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/support/app';
import { freshDatabase } from '../../../test/support/database';
import { createVerifiedUser, makeUser, tokenFromMail } from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { startSmtp } from '../../../test/support/smtp';

const app = useTestApp();

function connected(socket: TrestleSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

const revoked = (socket: TrestleSocket) =>
  new Promise<void>((resolve) => socket.once('session:revoked', () => resolve()));

describe('realtime', () => {
  it('accepts a connection with a session token and puts it in its person’s room', async () => {
    const person = await createVerifiedUser(app);
    const socket = connectTrestleSocket({
      baseUrl: app.url,
      token: person.token,
      transports: ['websocket'],
    });
    try {
      await connected(socket);
      const answer = await socket.timeout(5000).emitWithAck('ping');
      expect(answer).toEqual({ userId: person.id });
    } finally {
      socket.disconnect();
    }
  });

  it('refuses a connection with a bad token', async () => {
    const socket = connectTrestleSocket({
      baseUrl: app.url,
      token: 'not-a-token',
      transports: ['websocket'],
    });
    try {
      await expect(connected(socket)).rejects.toThrow('Please sign in to continue.');
    } finally {
      socket.disconnect();
    }
  });

  it('tells the signed-out session’s sockets and disconnects them', async () => {
    const person = await createVerifiedUser(app);
    const socket = connectTrestleSocket({
      baseUrl: app.url,
      token: person.token,
      transports: ['websocket'],
    });
    try {
      await connected(socket);
      const told = revoked(socket);
      const gone = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
      await api(app.url, 'POST', '/auth/sign-out', { token: person.token });
      await told;
      await gone;
    } finally {
      socket.disconnect();
    }
  });

  it('a password reset tells every session’s sockets and disconnects them all', async () => {
    const person = await makeUser(app);
    const second = await api(app.url, 'POST', '/auth/sign-in', {
      body: { login: person.username, password: person.password },
    });
    const sockets = [person.token, second.body.token as string].map((token) =>
      connectTrestleSocket({ baseUrl: app.url, token, transports: ['websocket'] }),
    );
    try {
      await Promise.all(sockets.map(connected));
      const told = Promise.all(sockets.map(revoked));
      const gone = Promise.all(
        sockets.map((s) => new Promise<string>((resolve) => s.once('disconnect', resolve))),
      );
      await api(app.url, 'POST', '/auth/reset-password', { body: { login: person.email } });
      const token = await tokenFromMail(app, person.email);
      const done = await api(app.url, 'POST', '/auth/forget-password', {
        body: { token, password: 'a brand new passphrase' },
      });
      expect(done.status).toBe(200);
      await told;
      // Closed by the server, not by this client.
      expect(await gone).toEqual(['io server disconnect', 'io server disconnect']);
      expect(sockets.every((s) => !s.connected)).toBe(true);
    } finally {
      sockets.forEach((s) => s.disconnect());
    }
  }, 30_000);
});

// Two server processes on one PostgreSQL database and one Redis: an event raised by one reaches a
// socket connected to the other. Needs TEST_DATABASE_URL and TEST_REDIS_URL: test/run-suites.mjs
// sets both for its PostgreSQL pass and, with TRESTLE_REQUIRE_SERVICES=1 (CI), fails without them.
const redisUrl = process.env.TEST_REDIS_URL;
const postgres = process.env.TEST_DATABASE_URL;

describe('realtime fan-out across processes', () => {
  it.runIf(redisUrl && postgres)(
    'an event emitted by server A reaches a client connected to server B through Redis',
    async () => {
      const database = await freshDatabase();
      const smtp = await startSmtp();
      const dataDir = await mkdtemp(join(tmpdir(), 'trestle-fanout-'));
      const main = fileURLToPath(new URL('../../main.ts', import.meta.url));
      const servers: ChildProcess[] = [];
      const start = async (port: number, name: string) => {
        const child = spawn(process.execPath, ['--import', 'tsx', main], {
          env: {
            ...process.env,
            PORT: String(port),
            DATABASE_URL: database.url,
            REDIS_URL: redisUrl,
            SMTP_URL: smtp.url,
            DATA_DIR: join(dataDir, name),
            SEED_DEMO: 'false',
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'inherit', 'inherit'],
        });
        servers.push(child);
        for (let i = 0; i < 200; i++) {
          const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
            (r) => r.ok,
            () => false,
          );
          if (ok) return `http://127.0.0.1:${port}`;
          await new Promise((r) => setTimeout(r, 100));
        }
        throw new Error(`server ${name} did not start`);
      };
      try {
        const [a, b] = await Promise.all([start(39101, 'a'), start(39102, 'b')]);
        const person = await createVerifiedUser({ url: a!, smtp } as TestApp);
        const socket = connectTrestleSocket({
          baseUrl: b,
          token: person.token,
          transports: ['websocket'],
        });
        try {
          await connected(socket);
          const told = revoked(socket);
          const out = await api(a!, 'POST', '/auth/sign-out', { token: person.token });
          expect(out.status).toBe(200);
          await told;
        } finally {
          socket.disconnect();
        }
      } finally {
        for (const server of servers) server.kill('SIGTERM');
        await Promise.all(servers.map((s) => new Promise((r) => s.once('exit', r))));
        await smtp.close();
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
