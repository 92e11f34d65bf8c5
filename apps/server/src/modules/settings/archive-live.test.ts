// The archive's progress is pushed live over the realtime socket to its owner, and to nobody else.
import { connectTrestleSocket, type ArchiveProgressEvent, type TrestleSocket } from '@trestle/sdk';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { eventually } from '../../../test/support/eventually';
import {
  makeChatMessage,
  makePost,
  makeUser,
  type TestUser,
} from '../../../test/support/factories';
import { api } from '../../../test/support/http';

const app = useTestApp();

async function listen(
  user: TestUser,
): Promise<{ socket: TrestleSocket; events: ArchiveProgressEvent[] }> {
  const socket = connectTrestleSocket({
    baseUrl: app.url,
    token: user.token,
    transports: ['websocket'],
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const events: ArchiveProgressEvent[] = [];
  socket.on('archive:progress', (event) => events.push(event));
  return { socket, events };
}

describe('the archive’s live progress', () => {
  it('reaches the owner’s socket as it is built and when it is ready, and no one else’s', async () => {
    const owner = await makeUser(app);
    const stranger = await makeUser(app);
    for (let i = 0; i < 4; i += 1) await makePost(app, owner, { text: `<p>Post ${i}</p>` });
    await makeChatMessage(app, stranger, owner, 'Hello');
    const mine = await listen(owner);
    const theirs = await listen(stranger);
    try {
      const asked = await api(app.url, 'POST', '/user/profile/settings/archive', {
        token: owner.token,
      });
      expect(asked.status).toBe(202);
      await eventually(() => mine.events.some((e) => e.state === 'ready'), {
        what: 'the ready event on the owner’s socket',
      });
      const building = mine.events.filter((e) => e.state === 'pending');
      expect(building.length).toBeGreaterThan(1);
      const percents = building.map((e) => e.progress ?? 0);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      expect(percents.every((p) => p > 0 && p < 100)).toBe(true);
      const ready = mine.events.at(-1)!;
      expectContract('getArchiveStatus', 200, ready);
      // The event says what GET says.
      const now = await api(app.url, 'GET', '/user/profile/settings/archive', {
        token: owner.token,
      });
      expect(ready).toEqual(now.body);
      expect(ready.size).toBeGreaterThan(0);
      expect(theirs.events).toEqual([]);
    } finally {
      mine.socket.disconnect();
      theirs.socket.disconnect();
    }
  }, 60_000);
});
