// Three server processes on one PostgreSQL database, one Redis and one S3-compatible bucket
// (s3rver on loopback): a person signs up on one, uploads on another, and what they do reaches a
// reader connected to the third; a session ended on one is refused by all. Runs in the PostgreSQL +
// Redis pass of test/run-suites.mjs.
import { connectTrestleSocket, type TrestleSocket } from '@trestle/sdk';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './support/app';
import { eventually } from './support/eventually';
import { createVerifiedUser, uploadFileAs } from './support/factories';
import { api } from './support/http';
import { startS3 } from './support/s3';
import { canRunCrossProcess, startServerProcesses } from './support/server-processes';

const PDF = readFileSync(new URL('./fixtures/scope-of-work.pdf', import.meta.url));

async function listen(baseUrl: string, token: string) {
  const socket: TrestleSocket = connectTrestleSocket({ baseUrl, token, transports: ['websocket'] });
  const events: [string, any][] = [];
  socket.onAny((event: string, payload: unknown) => events.push([event, payload]));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  // The found [event, payload] pair, so an event without a payload counts as received.
  const receives = async (event: string, test: (payload: any) => boolean = () => true) =>
    (
      await eventually(() => events.find(([e, p]) => e === event && test(p)), {
        what: `${event} on the socket`,
      })
    )[1];
  return { socket, receives };
}

describe('a journey across three server processes', () => {
  it.runIf(canRunCrossProcess)(
    'sign up on one, upload on another, and the post, its count and a message reach the third',
    async () => {
      const s3 = await startS3();
      const processes = await startServerProcesses(['a', 'b', 'c'], { s3: s3.config });
      const [a, b, c] = processes.urls as [string, string, string];
      const on = (url: string) => ({ url, smtp: processes.smtp }) as TestApp;
      try {
        const ana = await createVerifiedUser(on(a));
        const ben = await createVerifiedUser(on(c));
        // They follow each other: Ben reads Ana's posts, and takes messages from people he follows.
        expect((await api(c, 'POST', `/user/${ana.id}/follow`, { token: ben.token })).status).toBe(
          200,
        );
        expect((await api(a, 'POST', `/user/${ben.id}/follow`, { token: ana.token })).status).toBe(
          200,
        );
        const reader = await listen(c, ben.token);
        try {
          // The file is uploaded through B and read back, whole and in part, through C.
          const file = await uploadFileAs(on(b), ana, PDF, 'scope-of-work.pdf');
          const fileUrl = file.url; // a path on the product's host
          const whole = await fetch(`${c}${fileUrl}`, {
            headers: { authorization: `Bearer ${ana.token}` },
          });
          expect(whole.status).toBe(200);
          expect(Buffer.from(await whole.arrayBuffer()).equals(PDF)).toBe(true);
          const part = await fetch(`${c}${fileUrl}`, {
            headers: { authorization: `Bearer ${ana.token}`, range: 'bytes=0-4' },
          });
          expect(part.status).toBe(206);
          expect(await part.text()).toBe('%PDF-');

          // A post written through B is counted live for the follower connected to C.
          const post = await api(b, 'POST', '/user/post', {
            token: ana.token,
            body: { text: 'Framing inspection passed on Elm St.' },
          });
          expect(post.status, JSON.stringify(post.body)).toBe(201);
          const count = await reader.receives('newsfeed:new', (e) => e.source === 'following');
          expect(count.count).toBeGreaterThanOrEqual(1);

          // A message sent through A arrives on C.
          const sent = await api(a, 'POST', `/user/dm/${ben.id}/message`, {
            token: ana.token,
            body: { text: 'Can you quote the roof?' },
          });
          expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300);
          const message = await reader.receives('dm:message');
          expect(message.message.text).toBe('Can you quote the roof?');
        } finally {
          reader.socket.disconnect();
        }

        // Ana signs out on A: that session is refused by B and C at once, and its socket on B ends;
        // every process had her session cached for the feed (platform/auth/session-cache.ts).
        for (const url of [a, b, c]) {
          for (let i = 0; i < 2; i++) {
            expect((await api(url, 'GET', '/user/newsfeed', { token: ana.token })).status).toBe(
              200,
            );
          }
        }
        const watcher = await listen(b, ana.token);
        const told = watcher.receives('session:revoked');
        expect((await api(a, 'POST', '/auth/sign-out', { token: ana.token })).status).toBe(200);
        for (const url of [a, b, c]) {
          expect((await api(url, 'GET', '/user/newsfeed', { token: ana.token })).status).toBe(401);
          expect((await api(url, 'GET', '/user/profile', { token: ana.token })).status).toBe(401);
        }
        await told;
        watcher.socket.disconnect();
      } finally {
        await processes.close();
        await s3.close();
      }
    },
    300_000,
  );
});
