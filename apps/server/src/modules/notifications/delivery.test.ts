// Notification preferences applied, by type and channel, through the one delivery rule: in the
// app off → no entry and no push; e-mail on → a mail, in the person's language's `lang`; e-mail
// off (the default for most types) → no mail.
import { connectTrestleSocket, type NotificationEvent } from '@trestle/sdk';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { eventually, jobsSettled } from '../../../test/support/eventually';
import { makePost, makeUser, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';

const app = useTestApp();

const post = (path: string, user: TestUser, body?: unknown) =>
  api(app.url, 'POST', path, { token: user.token, body });

async function prefer(user: TestUser, body: Record<string, unknown>) {
  const response = await post('/user/profile/settings', user, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

const entries = async (user: TestUser) =>
  (await api(app.url, 'GET', '/user/notifications', { token: user.token })).body.items as {
    type: string;
  }[];

const mailsTo = (user: TestUser) => app.smtp.mails.filter((m) => m.to.includes(user.email));

describe('notification preferences', () => {
  it('in the app off: no entry and nothing pushed for that type; other types still come', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const mine = await makePost(app, ana);
    await prefer(ana, { notifications: [{ type: 'follow', inApp: false, email: false }] });
    const socket = connectTrestleSocket({
      baseUrl: app.url,
      token: ana.token,
      transports: ['websocket'],
    });
    const pushed: NotificationEvent[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      socket.on('notification', (event) => pushed.push(event));
      expect((await post(`/user/${ana.id}/follow`, ben)).status).toBe(200);
      await post(`/user/post/${mine.id}/like`, ben, { type: 'like' });
      await eventually(() => pushed.some((n) => n.type === 'reaction'), {
        what: 'the reaction pushed',
      });
      await jobsSettled(app, 'notifications.create');
      expect(pushed.map((n) => n.type)).toEqual(['reaction']);
      expect((await entries(ana)).map((n) => n.type)).toEqual(['reaction']);
      const rows = await app.database.db
        .selectFrom('notifications')
        .select('type')
        .where('recipient_id', '=', ana.id)
        .execute();
      expect(rows.map((r) => r.type)).toEqual(['reaction']);
    } finally {
      socket.disconnect();
    }
  }, 60_000);

  it('e-mail on: a mail for that type, marked in the language of its words; off: none', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const mine = await makePost(app, ana);
    await prefer(ana, {
      language: 'de',
      notifications: [
        { type: 'reaction', inApp: true, email: true },
        { type: 'follow', inApp: false, email: true },
      ],
    });
    await post(`/user/post/${mine.id}/like`, ben, { type: 'like' });
    const mail = await app.smtp.waitFor(ana.email);
    expect(mail.text).toContain(' reacted to your post');
    expect(mail.text).toContain('/notifications');
    // The words are English (the only language they exist in): `lang` says so (decisions.md).
    expect(mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain('<html lang="en">');
    // E-mail only: the mail, and no entry.
    await post(`/user/${ana.id}/follow`, ben);
    await app.smtp.waitFor(ana.email, 2);
    expect(mailsTo(ana).at(-1)!.text).toContain(' followed you');
    // A reply is not mailed (never switched on): its entry comes, no third mail.
    const reply = await post(`/user/post/${mine.id}/reply`, ben, { text: '<p>Nice one</p>' });
    expect(reply.status).toBe(201);
    await eventually(async () => (await entries(ana)).some((n) => n.type === 'reply'), {
      what: 'the reply entry',
    });
    await jobsSettled(app, 'notifications.create');
    expect(mailsTo(ana)).toHaveLength(2);
    expect((await entries(ana)).map((n) => n.type).sort()).toEqual(['reaction', 'reply']);
  }, 60_000);
});
