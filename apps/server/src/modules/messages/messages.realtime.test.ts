// Direct messages live over Socket.IO: every device of both people gets new messages, edits,
// deletes, reactions, read receipts and counts, each as that person reads them; typing reaches only
// the other person, only when they may be messaged, and is throttled; a third person's socket
// receives nothing. Then the same across two server processes on PostgreSQL and Redis.
import { connectTrestleSocket, type TrestleSocket } from '@trestle/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/support/app';
import { eventually } from '../../../test/support/eventually';
import { makeFollow, makeUser, setDmSetting, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { canRunCrossProcess, startServerProcesses } from '../../../test/support/server-processes';

const app = useTestApp();

interface Device {
  socket: TrestleSocket;
  /** Every event received, in order: [name, payload]. */
  events: [string, any][];
}

const open: TrestleSocket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});

async function device(user: TestUser, baseUrl = app.url): Promise<Device> {
  const socket = connectTrestleSocket({ baseUrl, token: user.token, transports: ['websocket'] });
  open.push(socket);
  const events: [string, any][] = [];
  socket.onAny((event: string, payload: unknown) => events.push([event, payload]));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, events };
}

/** Waits for an event the test accepts on the device; returns its payload. */
function receives(d: Device, event: string, test: (payload: any) => boolean = () => true) {
  return eventually(() => d.events.find(([e, p]) => e === event && test(p))?.[1], {
    what: `${event} on a socket`,
  });
}

const named = (d: Device, event: string) => d.events.filter(([e]) => e === event).map(([, p]) => p);

/** Three people who take messages from anyone (in the test app's database, or another). */
async function people(target: Pick<TestApp, 'database'> = app) {
  const make = () => makeUser(target as TestApp);
  const [ana, ben, cleo] = [await make(), await make(), await make()];
  for (const person of [ana, ben, cleo]) await setDmSetting(target as TestApp, person, 'all');
  return { ana, ben, cleo };
}

async function call(
  user: TestUser,
  method: string,
  path: string,
  body?: unknown,
  baseUrl = app.url,
) {
  const response = await api(baseUrl, method, path, { token: user.token, body });
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return response.body;
}

/**
 * Proves a device got nothing else: someone writes to its person and the device's first events
 * are that message. Emits reach a socket in order, so anything meant for it earlier came first.
 */
async function nothingBefore(d: Device, person: TestUser) {
  const sender = await makeUser(app);
  const sentinel = await call(sender, 'POST', `/user/dm/${person.id}/message`, { text: 'ping' });
  await receives(d, 'dm:message', (e) => e.message.id === sentinel.id);
  await receives(d, 'dm:state');
  expect(d.events.map(([e]) => e)).toEqual(['dm:message', 'dm:state']);
}

describe('live direct messages', () => {
  it('a new message reaches every device of both people, each with their own chat', async () => {
    const { ana, ben, cleo } = await people();
    const [anaPhone, benPhone, benLaptop, cleoPhone] = await Promise.all([
      device(ana),
      device(ben),
      device(ben),
      device(cleo),
    ]);
    const sent = await call(ana, 'POST', `/user/dm/${ben.id}/message`, { text: 'Crane at 9' });

    const own = await receives(anaPhone, 'dm:message');
    expect(own.message).toEqual(sent);
    expect(own.chat).toMatchObject({ id: ben.id, user: { id: ben.id }, unread: 0 });
    for (const d of [benPhone, benLaptop]) {
      const event = await receives(d, 'dm:message');
      expect(event.message).toEqual({ ...sent, chatId: ana.id });
      expect(event.chat).toMatchObject({
        id: ana.id,
        user: { id: ana.id },
        unread: 1,
        pinned: false,
        canMessage: true,
        message: { id: sent.id },
      });
      expect(await receives(d, 'dm:state')).toEqual({ unread: 1, unreadChats: 1 });
    }
    expect(named(anaPhone, 'dm:state')).toEqual([]);
    await nothingBefore(cleoPhone, cleo);
  });

  it('edits, reactions, reads and deletes reach both people; a third person gets nothing', async () => {
    const { ana, ben, cleo } = await people();
    const [anaPhone, benPhone, benLaptop, cleoPhone] = await Promise.all([
      device(ana),
      device(ben),
      device(ben),
      device(cleo),
    ]);
    const sent = await call(ana, 'POST', `/user/dm/${ben.id}/message`, { text: 'Pour at 7' });
    await call(ana, 'PUT', `/user/dm/${ben.id}/message/${sent.id}`, { text: 'Pour at 8' });
    for (const [d, chatId] of [
      [anaPhone, ben.id],
      [benPhone, ana.id],
      [benLaptop, ana.id],
    ] as const) {
      const edited = await receives(d, 'dm:edited');
      expect(edited).toMatchObject({ id: sent.id, chatId, text: 'Pour at 8' });
      expect(edited.editedAt).not.toBeNull();
    }

    await call(ben, 'POST', `/user/dm/${ana.id}/message/${sent.id}/react`, { reaction: 'love' });
    for (const d of [anaPhone, benPhone, benLaptop]) {
      expect(await receives(d, 'dm:reaction')).toMatchObject({ id: sent.id, reaction: 'love' });
    }

    const state = await call(ben, 'POST', `/user/dm/${ana.id}/read`);
    expect(state).toEqual({ unread: 0, unreadChats: 0 });
    const receipt = await receives(anaPhone, 'dm:read');
    expect(receipt).toEqual({
      chatId: ben.id,
      readerId: ben.id,
      messageId: sent.id,
      readAt: expect.any(String),
    });
    for (const d of [benPhone, benLaptop]) {
      expect(await receives(d, 'dm:read')).toMatchObject({ chatId: ana.id, readerId: ben.id });
      await receives(d, 'dm:state', (s) => s.unread === 0);
    }

    await call(ana, 'DELETE', `/user/dm/${ben.id}/message/${sent.id}`);
    for (const d of [anaPhone, benPhone, benLaptop]) {
      expect(await receives(d, 'dm:deleted')).toMatchObject({
        id: sent.id,
        deleted: true,
        text: null,
        reaction: null,
      });
    }

    // Pin and leave follow the person to their other devices.
    await call(ben, 'POST', `/user/dm/${ana.id}/pin`);
    expect(await receives(benLaptop, 'dm:chat')).toEqual({
      chatId: ana.id,
      pinned: true,
      left: false,
    });
    await call(ben, 'POST', `/user/dm/${ana.id}/leave`);
    expect(await receives(benLaptop, 'dm:chat', (e) => e.left)).toEqual({
      chatId: ana.id,
      pinned: false,
      left: true,
    });
    expect(named(anaPhone, 'dm:chat')).toEqual([]);
    await nothingBefore(cleoPhone, cleo);
  });

  it('typing reaches the other person only, when they may be messaged', async () => {
    const { ana, ben, cleo } = await people();
    const dan = await makeUser(app);
    await setDmSetting(app, ana, 'followers');
    await makeFollow(app, ben, ana);
    const [anaPhone, benPhone, benLaptop, danPhone] = await Promise.all([
      device(ana),
      device(ben),
      device(ben),
      device(dan),
    ]);
    // Dan may not message Ana (followers only): his typing goes nowhere. Ben follows her: his does.
    danPhone.socket.emit('dm:typing', { chatId: ana.id });
    benPhone.socket.emit('dm:typing', { chatId: ana.id });
    expect(await receives(anaPhone, 'dm:typing')).toEqual({ chatId: ben.id });
    expect(named(anaPhone, 'dm:typing')).toEqual([{ chatId: ben.id }]);
    // Nonsense is dropped quietly.
    for (const junk of [null, {}, { chatId: 7 }, { chatId: 'nope' }, { chatId: ben.id }]) {
      benPhone.socket.emit('dm:typing', junk as never);
    }
    // Ana answers; her typing reaches both of Ben's devices, not her own.
    anaPhone.socket.emit('dm:typing', { chatId: ben.id });
    for (const d of [benPhone, benLaptop]) {
      expect(await receives(d, 'dm:typing')).toEqual({ chatId: ana.id });
    }
    // A block either way stops it, even where the setting would admit.
    await call(cleo, 'POST', `/user/${ben.id}/block`);
    const cleoPhone = await device(cleo);
    benLaptop.socket.emit('dm:typing', { chatId: cleo.id });
    await nothingBefore(cleoPhone, cleo);
    expect(named(anaPhone, 'dm:typing')).toEqual([{ chatId: ben.id }]);
    expect(named(benPhone, 'dm:typing')).toEqual([{ chatId: ana.id }]);
  });

  it('typing is throttled per chat and connection', async () => {
    const { ana, ben } = await people();
    const [anaPhone, benPhone] = await Promise.all([device(ana), device(ben)]);
    for (let i = 0; i < 20; i++) benPhone.socket.emit('dm:typing', { chatId: ana.id });
    await receives(anaPhone, 'dm:typing');
    // A message sent after the burst arrives after every relay of it.
    const sent = await call(ben, 'POST', `/user/dm/${ana.id}/message`, { text: 'Done typing' });
    await receives(anaPhone, 'dm:message', (e) => e.message.id === sent.id);
    const relayed = named(anaPhone, 'dm:typing').length;
    expect(relayed).toBeGreaterThanOrEqual(1);
    expect(relayed).toBeLessThan(20);
  });
});

// Two server processes on one PostgreSQL database and one Redis: what one process does reaches
// sockets connected to the other. Runs in the PostgreSQL + Redis pass of test/run-suites.mjs.
describe('live direct messages across processes', () => {
  it.runIf(canRunCrossProcess)(
    'messages, edits, reactions, reads and typing cross from one server to the other',
    async () => {
      const processes = await startServerProcesses(['a', 'b']);
      const { database } = processes;
      const [a, b] = processes.urls as [string, string];
      try {
        const { ana, ben, cleo } = await people({ database });
        const [anaOnA, benOnB, benOnA, cleoOnB] = await Promise.all([
          device(ana, a),
          device(ben, b),
          device(ben, a),
          device(cleo, b),
        ]);
        const sent = await call(ana, 'POST', `/user/dm/${ben.id}/message`, { text: 'Hi' }, a);
        for (const d of [benOnB, benOnA]) {
          expect((await receives(d, 'dm:message')).message).toEqual({ ...sent, chatId: ana.id });
        }
        await receives(anaOnA, 'dm:message');

        await call(ana, 'PUT', `/user/dm/${ben.id}/message/${sent.id}`, { text: 'Hello' }, b);
        expect(await receives(benOnB, 'dm:edited')).toMatchObject({ text: 'Hello' });
        await call(
          ben,
          'POST',
          `/user/dm/${ana.id}/message/${sent.id}/react`,
          { reaction: 'like' },
          a,
        );
        expect(await receives(anaOnA, 'dm:reaction')).toMatchObject({ reaction: 'like' });

        await call(ben, 'POST', `/user/dm/${ana.id}/read`, undefined, b);
        expect(await receives(anaOnA, 'dm:read')).toMatchObject({
          chatId: ben.id,
          messageId: sent.id,
        });
        await receives(benOnA, 'dm:state', (s) => s.unread === 0);

        benOnB.socket.emit('dm:typing', { chatId: ana.id });
        expect(await receives(anaOnA, 'dm:typing')).toEqual({ chatId: ben.id });

        await call(ana, 'DELETE', `/user/dm/${ben.id}/message/${sent.id}`, undefined, b);
        expect(await receives(benOnA, 'dm:deleted')).toMatchObject({ deleted: true });

        // Cleo, on the other server, heard none of it.
        const dan = await makeUser({ database } as TestApp);
        const sentinel = await call(dan, 'POST', `/user/dm/${cleo.id}/message`, { text: 'x' }, a);
        await receives(cleoOnB, 'dm:message', (e) => e.message.id === sentinel.id);
        // Her counts follow the message (pushed after it, so waited for too).
        await receives(cleoOnB, 'dm:state');
        expect(cleoOnB.events.map(([e]) => e)).toEqual(['dm:message', 'dm:state']);
      } finally {
        for (const socket of open.splice(0)) socket.disconnect();
        await processes.close();
      }
    },
    120_000,
  );
});
