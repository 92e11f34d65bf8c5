import { connectTrestleSocket, type TrestleSocket } from '@trestle/sdk';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/support/app';
import { createVerifiedUser, makeUser, tokenFromMail } from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { canRunCrossProcess, startServerProcesses } from '../../../test/support/server-processes';

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
// socket connected to the other. Runs in the PostgreSQL + Redis pass of test/run-suites.mjs
// (which, with TRESTLE_REQUIRE_SERVICES=1 in CI, fails without them).
describe('realtime fan-out across processes', () => {
  it.runIf(canRunCrossProcess)(
    'an event emitted by server A reaches a client connected to server B through Redis',
    async () => {
      const processes = await startServerProcesses(['a', 'b']);
      const { smtp } = processes;
      const [a, b] = processes.urls as [string, string];
      try {
        const person = await createVerifiedUser({ url: a, smtp } as TestApp);
        const socket = connectTrestleSocket({
          baseUrl: b,
          token: person.token,
          transports: ['websocket'],
        });
        try {
          await connected(socket);
          const told = revoked(socket);
          const out = await api(a, 'POST', '/auth/sign-out', { token: person.token });
          expect(out.status).toBe(200);
          await told;
        } finally {
          socket.disconnect();
        }
      } finally {
        await processes.close();
      }
    },
    60_000,
  );
});
