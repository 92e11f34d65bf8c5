// Notifications through the API: each kind made once by the background job, never for one's own
// actions nor from muted or blocked people, muted threads, words or categories, grouping, tabs, the unread badge,
// marking read, and the live push over Socket.IO.
import { connectTrestleSocket } from '@trestle/sdk';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { eventually, jobsSettled } from '../../../test/support/eventually';
import { makePost, makeUser, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { NOTHING_TO_MARK } from './operations/markNotificationsRead';

const app = useTestApp();
const QUEUE = 'notifications.create';

async function list(user: TestUser, query = '') {
  const response = await api(app.url, 'GET', `/user/notifications${query}`, { token: user.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expectContract('listNotifications', 200, response.body);
  return response.body.items as any[];
}

async function unread(user: TestUser): Promise<number> {
  const response = await api(app.url, 'GET', '/user/notifications/count', { token: user.token });
  expect(response.status).toBe(200);
  expectContract('countUnreadNotifications', 200, response.body);
  return response.body.unread;
}

/** Waits until the person's list holds an entry that passes the test, and returns it. */
function arrives(user: TestUser, test: (n: any) => boolean, query = '') {
  return eventually(async () => (await list(user, query)).find(test), {
    what: 'notification',
  });
}

/** Everything queued so far has been handled; then the list is what it will stay. */
async function settledList(user: TestUser, query = '') {
  await jobsSettled(app, QUEUE);
  return list(user, query);
}

const post = (path: string, user: TestUser, body?: unknown) =>
  api(app.url, 'POST', path, { token: user.token, body });

describe('each kind is made once', () => {
  it('a reply notifies the parent author (once, not also as a mention)', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const root = await makePost(app, ana);
    const reply = await post(`/user/post/${root.id}/reply`, ben, {
      text: `<p>Framing done @${ana.username}</p>`,
    });
    expect(reply.status).toBe(201);
    const entry = await arrives(ana, (n) => n.type === 'reply');
    expect(entry).toMatchObject({
      type: 'reply',
      read: false,
      actor: { id: ben.id, username: ben.username },
      actorsCount: 1,
      post: { id: root.id },
      reply: { id: reply.body.id },
      reaction: null,
    });
    expect(entry.actors.map((a: any) => a.id)).toEqual([ben.id]);
    const items = await settledList(ana);
    expect(items).toHaveLength(1);
    expect(await list(ana, '?type=replies')).toHaveLength(1);
    expect(await list(ana, '?type=mentions')).toHaveLength(0);
  });

  it('a mention notifies the person mentioned; an edit notifies only people newly mentioned', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const cleo = await makeUser(app);
    const mentioning = await makePost(app, ben, { text: `<p>Ask @${ana.username}</p>` });
    const entry = await arrives(ana, (n) => n.type === 'mention');
    expect(entry).toMatchObject({
      actor: { id: ben.id },
      post: { id: mentioning.id },
      reply: null,
    });
    const edited = await api(app.url, 'PUT', `/user/post/${mentioning.id}`, {
      token: ben.token,
      body: { text: `<p>Ask @${ana.username} and @${cleo.username}</p>` },
    });
    expect(edited.status).toBe(200);
    await arrives(cleo, (n) => n.type === 'mention' && n.post.id === mentioning.id);
    expect(await settledList(ana)).toHaveLength(1);
    expect(await list(ana, '?type=mentions')).toHaveLength(1);
  });

  it('a repost notifies the original author once, however often it is undone and redone', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const original = await makePost(app, ana);
    expect((await post(`/user/post/${original.id}/repost`, ben)).body.reposted_by_user).toBe(true);
    const entry = await arrives(ana, (n) => n.type === 'repost', '?type=reposts');
    expect(entry).toMatchObject({ actor: { id: ben.id }, post: { id: original.id }, reply: null });
    expect((await post(`/user/post/${original.id}/repost`, ben)).body.reposted_by_user).toBe(false);
    expect((await post(`/user/post/${original.id}/repost`, ben)).body.reposted_by_user).toBe(true);
    const items = await settledList(ana);
    expect(items).toHaveLength(1);
    expect(items[0].actorsCount).toBe(1);
  });

  it('a quote notifies the quoted author, on the reposts tab, with the quote nesting the original', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const original = await makePost(app, ana);
    const quote = await makePost(app, ben, { text: '<p>Look at this</p>', repostId: original.id });
    const entry = await arrives(ana, (n) => n.type === 'quote', '?type=reposts');
    expect(entry).toMatchObject({
      actor: { id: ben.id },
      post: { id: quote.id, repost: { id: original.id } },
    });
    expect(await settledList(ana)).toHaveLength(1);
  });

  it('a reaction notifies the post author with the reaction; changing it does not notify again', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const mine = await makePost(app, ana);
    expect((await post(`/user/post/${mine.id}/like`, ben, { type: 'like' })).status).toBe(200);
    const entry = await arrives(ana, (n) => n.type === 'reaction', '?type=reactions');
    expect(entry).toMatchObject({
      actor: { id: ben.id },
      post: { id: mine.id },
      reaction: { type: 'like', smile: null },
    });
    await post(`/user/post/${mine.id}/like`, ben, { type: 'love' });
    await jobsSettled(app, QUEUE);
    const items = await list(ana);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ actorsCount: 1, reaction: { type: 'love' } });
  });

  it('a follow notifies the person followed', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    expect((await post(`/user/${ana.id}/follow`, ben)).status).toBe(200);
    const entry = await arrives(ana, (n) => n.type === 'follow', '?type=follows');
    expect(entry).toMatchObject({ actor: { id: ben.id }, post: null, reply: null });
    expect(await settledList(ana)).toHaveLength(1);
  });
});

describe('grouping (Mastodon 4.3)', () => {
  it('groups reactions on one post into one entry, newest person first, unread again when it grows', async () => {
    const ana = await makeUser(app);
    const people = [await makeUser(app), await makeUser(app), await makeUser(app)];
    const mine = await makePost(app, ana);
    const other = await makePost(app, ana);
    await post(`/user/post/${mine.id}/like`, people[0]!, { type: 'like' });
    await post(`/user/post/${other.id}/like`, people[0]!, { type: 'like' });
    await jobsSettled(app, QUEUE);
    await post('/user/notifications/read', ana, { all: true });
    expect(await unread(ana)).toBe(0);
    await post(`/user/post/${mine.id}/like`, people[1]!, { type: 'happy' });
    await post(`/user/post/${mine.id}/like`, people[2]!, { type: 'love', smile: '🔨' });
    const grouped = await eventually(async () => {
      const items = await list(ana, '?type=reactions');
      return items.length === 2 && items.find((n) => n.actorsCount === 3);
    });
    expect(grouped).toMatchObject({
      post: { id: mine.id },
      type: 'reaction',
      read: false,
      actor: { id: people[2]!.id },
      reaction: { type: 'love', smile: '🔨' },
    });
    expect(grouped.actors.map((a: any) => a.id)).toEqual([
      people[2]!.id,
      people[1]!.id,
      people[0]!.id,
    ]);
    // Only the grown entry is unread again, and it moved to the top.
    expect(await unread(ana)).toBe(1);
    const items = await list(ana);
    expect(items[0].id).toBe(grouped.id);
    expect(items[0].updatedAt >= items[1].updatedAt).toBe(true);
  });

  it('groups reposts of one post and follows of one person', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const cleo = await makeUser(app);
    const original = await makePost(app, ana);
    for (const who of [ben, cleo]) {
      await post(`/user/post/${original.id}/repost`, who);
      await post(`/user/${ana.id}/follow`, who);
    }
    await jobsSettled(app, QUEUE);
    const items = await list(ana);
    expect(items.map((n) => [n.type, n.actorsCount]).sort()).toEqual([
      ['follow', 2],
      ['repost', 2],
    ]);
  });
});

describe('never', () => {
  it('for one’s own actions', async () => {
    const ana = await makeUser(app);
    const mine = await makePost(app, ana, { text: `<p>Me @${ana.username}</p>` });
    await post(`/user/post/${mine.id}/reply`, ana, { text: '<p>And me</p>' });
    await post(`/user/post/${mine.id}/like`, ana, { type: 'like' });
    await post(`/user/post/${mine.id}/repost`, ana);
    await makePost(app, ana, { text: '<p>Quoting myself</p>', repostId: mine.id });
    expect(await settledList(ana)).toEqual([]);
    expect(await unread(ana)).toBe(0);
  });

  it('from muted people (before or after the mute) nor from people blocked either way', async () => {
    const ana = await makeUser(app);
    const muted = await makeUser(app);
    const laterMuted = await makeUser(app);
    const laterBlocked = await makeUser(app);
    const blocker = await makeUser(app);
    const friend = await makeUser(app);
    const mine = await makePost(app, ana);
    await post(`/user/${muted.id}/mute`, ana);
    await post(`/user/post/${mine.id}/reply`, muted, { text: '<p>hi</p>' });
    await post(`/user/post/${mine.id}/like`, muted, { type: 'like' });
    await post(`/user/${ana.id}/follow`, muted);
    await makePost(app, muted, { text: `<p>@${ana.username}</p>` });
    await post(`/user/post/${mine.id}/like`, laterMuted, { type: 'like' });
    await post(`/user/${ana.id}/follow`, laterBlocked);
    await post(`/user/${ana.id}/follow`, blocker);
    await post(`/user/post/${mine.id}/like`, friend, { type: 'sad' });
    await jobsSettled(app, QUEUE);
    const before = await list(ana);
    expect(before.map((n) => [n.type, n.actorsCount]).sort()).toEqual([
      ['follow', 2],
      ['reaction', 2],
    ]);
    // Existing entries lose the people muted or blocked later, in the list and in the badge.
    await post(`/user/${laterMuted.id}/mute`, ana);
    await post(`/user/${laterBlocked.id}/block`, ana);
    await post(`/user/${ana.id}/block`, blocker);
    const after = await list(ana);
    expect(after.map((n) => [n.type, n.actorsCount]).sort()).toEqual([['reaction', 1]]);
    expect(after[0].actor.id).toBe(friend.id);
    expect(await unread(ana)).toBe(1);
    // The blocked person cannot reach her any more (404 like an unknown post, 403 to follow).
    expect((await post(`/user/post/${mine.id}/like`, blocker, { type: 'like' })).status).toBe(404);
  });

  it('for replies, mentions and quotes with a word or category the person muted (reactions to her own posts stay)', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const mine = await makePost(app, ana, { text: '<p>Roof is done, crypto fans welcome</p>' });
    const settings = await post('/user/profile/settings', ana, {
      mute: { words: ['Crypto', '100%_sure'], categories: ['sports'] },
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    await post(`/user/post/${mine.id}/reply`, ben, { text: '<p>Buy CRYPTO now</p>' });
    await post(`/user/post/${mine.id}/reply`, ben, { text: '<p>I am 100%_sure</p>' });
    // The wildcard characters of a muted word match only themselves.
    await post(`/user/post/${mine.id}/reply`, ben, { text: '<p>I am 100 percent sure</p>' });
    await makePost(app, ben, { text: `<p>Game tonight @${ana.username}</p>`, category: 'sports' });
    await makePost(app, ben, { text: '<p>More crypto</p>', repostId: mine.id });
    await post(`/user/post/${mine.id}/like`, ben, { type: 'like' });
    const entries = await settledList(ana);
    expect(entries.map((n) => n.type).sort()).toEqual(['reaction', 'reply']);
    expect(entries.find((n) => n.type === 'reply').reply.text).toContain('100 percent');
    expect(await unread(ana)).toBe(2);
    // Unmuting brings them back: the rule is applied when reading.
    await post('/user/profile/settings', ana, { mute: { words: [], categories: [] } });
    expect((await list(ana)).map((n) => n.type).sort()).toEqual([
      'mention',
      'quote',
      'reaction',
      'reply',
      'reply',
      'reply',
    ]);
  });

  it('for a post in a thread the person muted, and not once the post is deleted', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const cleo = await makeUser(app);
    const mine = await makePost(app, ana);
    const reply = (await post(`/user/post/${mine.id}/reply`, cleo, { text: '<p>first</p>' })).body;
    await jobsSettled(app, QUEUE);
    expect(await list(ana)).toHaveLength(1);
    expect((await post(`/user/post/${mine.id}/mute`, ana)).status).toBe(200);
    // The existing reply hides with the thread; nothing new comes from it.
    expect(await list(ana)).toEqual([]);
    await post(`/user/post/${mine.id}/like`, ben, { type: 'like' });
    await post(`/user/post/${reply.id}/reply`, ben, { text: `<p>deep @${ana.username}</p>` });
    await post(`/user/post/${mine.id}/reply`, ben, { text: '<p>more</p>' });
    expect(await settledList(ana)).toEqual([]);
    expect(await unread(ana)).toBe(0);
    // A deleted post takes its notifications with it.
    const other = await makePost(app, ana);
    await post(`/user/post/${other.id}/like`, ben, { type: 'like' });
    await arrives(ana, (n) => n.post?.id === other.id);
    const deleted = await api(app.url, 'DELETE', `/user/post/${other.id}`, { token: ana.token });
    expect(deleted.status).toBe(200);
    expect(await list(ana)).toEqual([]);
    expect(await unread(ana)).toBe(0);
  });
});

describe('the badge and reading', () => {
  it('counts unread entries and marks them read by ids or all at once', async () => {
    const ana = await makeUser(app);
    const stranger = await makeUser(app);
    const others = [await makeUser(app), await makeUser(app), await makeUser(app)];
    const mine = await makePost(app, ana);
    for (const who of others) await post(`/user/post/${mine.id}/reply`, who, { text: '<p>x</p>' });
    await post(`/user/${ana.id}/follow`, stranger);
    await jobsSettled(app, QUEUE);
    const items = await list(ana);
    expect(items).toHaveLength(4);
    expect(await unread(ana)).toBe(4);
    // Someone else cannot mark Ana's entries; unknown ids are ignored.
    const foreign = await post('/user/notifications/read', stranger, { ids: [items[0].id] });
    expect(foreign.status).toBe(200);
    expect(await unread(ana)).toBe(4);
    const byIds = await post('/user/notifications/read', ana, {
      ids: [items[0].id, items[1].id, '0190a5a0-0000-7000-8000-000000000000'],
    });
    expect(byIds.status).toBe(200);
    expectContract('markNotificationsRead', 200, byIds.body);
    expect(byIds.body).toEqual({ unread: 2 });
    const now = await list(ana);
    expect(
      now
        .filter((n) => n.read)
        .map((n) => n.id)
        .sort(),
    ).toEqual([items[0].id, items[1].id].sort());
    const all = await post('/user/notifications/read', ana, { all: true });
    expect(all.body).toEqual({ unread: 0 });
    expect(await unread(ana)).toBe(0);
    expect((await list(ana)).every((n) => n.read)).toBe(true);
  });

  it('pages each tab newest first with skip and limit', async () => {
    const ana = await makeUser(app);
    const mine = await makePost(app, ana);
    const repliers = [];
    for (let i = 0; i < 4; i++) {
      const who = await makeUser(app);
      repliers.push(who);
      await post(`/user/post/${mine.id}/reply`, who, { text: `<p>${i}</p>` });
      await jobsSettled(app, QUEUE);
    }
    const follower = await makeUser(app);
    await post(`/user/${ana.id}/follow`, follower);
    await jobsSettled(app, QUEUE);
    const page = await list(ana, '?type=replies&skip=1&limit=2');
    expect(page.map((n) => n.actor.id)).toEqual([repliers[2]!.id, repliers[1]!.id]);
    expect((await list(ana, '?type=all&limit=1'))[0].type).toBe('follow');
    expect(await list(ana, '?type=follows')).toHaveLength(1);
    expect(await list(ana, '?type=reactions')).toHaveLength(0);
  });

  it('refuses visitors and bad input', async () => {
    const ana = await makeUser(app);
    for (const [method, path, body] of [
      ['GET', '/user/notifications', undefined],
      ['GET', '/user/notifications/count', undefined],
      ['POST', '/user/notifications/read', { all: true }],
    ] as const) {
      const response = await api(app.url, method, path, { body });
      expect(response.status, path).toBe(401);
    }
    const bad = async (method: string, path: string, body?: unknown, rawBody?: string) => {
      const response = await api(app.url, method, path, { token: ana.token, body, rawBody });
      expect(response.status, `${path} ${JSON.stringify(body) ?? rawBody}`).toBe(400);
      return response.body;
    };
    await bad('GET', '/user/notifications?type=likes');
    await bad('GET', '/user/notifications?type=%00');
    await bad('GET', '/user/notifications?limit=0');
    await bad('GET', '/user/notifications?skip=-1');
    expect((await bad('POST', '/user/notifications/read', {})).message).toBe(NOTHING_TO_MARK);
    await bad('POST', '/user/notifications/read', { all: false });
    await bad('POST', '/user/notifications/read', { ids: [] });
    await bad('POST', '/user/notifications/read', { ids: ['not-an-id'] });
    await bad('POST', '/user/notifications/read', {
      ids: ['0190a5a0-0000-7000-8000-00000000000\u0000'],
    });
    await bad('POST', '/user/notifications/read', undefined, '{"ids":["\\u0000"]}');
    await bad('POST', '/user/notifications/read', { all: true, extra: 1 });
  });
});

describe('live', () => {
  it('pushes each new notification and the badge count, and the count after reading', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const mine = await makePost(app, ana);
    const socket = connectTrestleSocket({
      baseUrl: app.url,
      token: ana.token,
      transports: ['websocket'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const notifications: any[] = [];
      const counts: number[] = [];
      socket.on('notification', (event) => notifications.push(event));
      socket.on('notifications:count', (event) => counts.push(event.unread));
      await post(`/user/post/${mine.id}/like`, ben, { type: 'like' });
      await eventually(() => notifications.length === 1 && counts.includes(1), {
        what: 'a pushed reaction and count',
      });
      expectContract('listNotifications', 200, { items: notifications });
      expect(notifications[0]).toMatchObject({
        type: 'reaction',
        actor: { id: ben.id },
        post: { id: mine.id },
        read: false,
      });
      await post(`/user/${ana.id}/follow`, ben);
      await eventually(() => notifications.length === 2 && counts.at(-1) === 2, {
        what: 'a pushed follow and count',
      });
      expect(notifications[1]).toMatchObject({ type: 'follow', actor: { id: ben.id } });
      await post('/user/notifications/read', ana, { all: true });
      await eventually(() => counts.at(-1) === 0, { what: 'the count after reading' });
    } finally {
      socket.disconnect();
    }
  }, 60_000);
});
