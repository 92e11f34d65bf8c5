// The account settings through the API (issue 22): password, e-mail change with confirm and undo,
// sessions, hibernation, notification and language preferences, the contact form. Each for the
// owner, another person, a visitor and bad input.
import { connectTrestleSocket, type TrestleSocket } from '@trestle/sdk';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { makeFollow, makePost, makeUser, type TestUser } from '../../../test/support/factories';
import { api } from '../../../test/support/http';

const app = useTestApp({ CONTACT_EMAIL: 'staff@example.test' });

/** A second session of the person, as another device signs in. */
async function signInAgain(user: TestUser, password = user.password, agent = 'Second device') {
  const response = await api(app.url, 'POST', '/auth/sign-in', {
    body: { login: user.username, password },
    headers: { 'user-agent': agent },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.token as string;
}

const me = (token: string) => api(app.url, 'GET', '/user/profile', { token });

function socketOf(token: string): Promise<TrestleSocket> {
  const socket = connectTrestleSocket({ baseUrl: app.url, token, transports: ['websocket'] });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The token in the latest mail to the address whose link names this query key. */
async function linkToken(address: string, key: string, count = 1): Promise<string> {
  const mail = await app.smtp.waitFor(address, count);
  const link = mail.links.find((l) => new URL(l).searchParams.has(key));
  expect(link, `a link with ${key}= in the mail`).toBeDefined();
  return new URL(link!).searchParams.get(key)!;
}

describe('changing the password', () => {
  it('needs the current password and ends every other session, closing its sockets', async () => {
    const user = await makeUser(app);
    const other = await signInAgain(user);
    const socket = await socketOf(other);
    try {
      const told = new Promise<void>((r) => socket.once('session:revoked', () => r()));
      const closed = new Promise<void>((r) => socket.once('disconnect', () => r()));
      const changed = await api(app.url, 'POST', '/user/profile/password/set', {
        token: user.token,
        body: { password: user.password, newPassword: 'a brand new passphrase' },
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expectContract('changePassword', 200, changed.body);
      await told;
      await closed;
    } finally {
      socket.disconnect();
    }
    expect((await me(other)).status).toBe(401);
    expect((await me(user.token)).status).toBe(200);
    await signInAgain(user, 'a brand new passphrase');
    const old = await api(app.url, 'POST', '/auth/sign-in', {
      body: { login: user.username, password: user.password },
    });
    expect(old.status).toBe(400);
    await app.smtp.waitFor(user.email);
  });

  it('refuses a wrong current password (403), a weak new one (400) and a visitor (401)', async () => {
    const user = await makeUser(app);
    const call = (body: unknown, token: string | null = user.token) =>
      api(app.url, 'POST', '/user/profile/password/set', { token: token ?? undefined, body });
    const wrong = await call({ password: 'not it at all', newPassword: 'another long phrase' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.errors).toHaveProperty('password');
    const weak = await call({ password: user.password, newPassword: user.username });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toHaveProperty('newPassword');
    expect((await call({ password: user.password })).status).toBe(400);
    expect(
      (await call({ password: user.password, newPassword: 'x'.repeat(20) }, null)).status,
    ).toBe(401);
  });
});

describe('changing the e-mail address', () => {
  it('waits for the link mailed to the new address, then mails the old one an undo link', async () => {
    const user = await makeUser(app);
    const next = `new_${user.username}@example.test`;
    const asked = await api(app.url, 'POST', '/user/profile/email/set', {
      token: user.token,
      body: { email: next },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expectContract('changeEmail', 200, asked.body);
    const pending = await api(app.url, 'GET', '/user/profile/settings', { token: user.token });
    expect(pending.body).toMatchObject({ email: user.email, pendingEmail: next });

    const token = await linkToken(next, 'token');
    const confirmed = await api(app.url, 'POST', '/user/profile/email/confirm', {
      body: { token },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expectContract('confirmEmailChange', 200, confirmed.body);
    const after = await api(app.url, 'GET', '/user/profile/settings', { token: user.token });
    expect(after.body).toMatchObject({ email: next, pendingEmail: null });
    // The link works once.
    expect(
      (await api(app.url, 'POST', '/user/profile/email/confirm', { body: { token } })).status,
    ).toBe(400);

    const undo = await linkToken(user.email, 'undo');
    const undone = await api(app.url, 'POST', '/user/profile/email/undo', {
      body: { token: undo },
    });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    const back = await app.database.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(back.email).toBe(user.email);
    // Undoing ends every session: someone else may have made the change.
    expect((await me(user.token)).status).toBe(401);
  });

  it('refuses an address another account uses (409), a bad address (400), a visitor (401), a bad link (400)', async () => {
    const user = await makeUser(app);
    const other = await makeUser(app);
    const set = (body: unknown, token: string | null = user.token) =>
      api(app.url, 'POST', '/user/profile/email/set', { token: token ?? undefined, body });
    expect((await set({ email: other.email.toUpperCase() })).status).toBe(409);
    expect((await set({ email: 'not an address' })).status).toBe(400);
    expect((await set({ email: 'free@example.test' }, null)).status).toBe(401);
    const bad = await api(app.url, 'POST', '/user/profile/email/confirm', {
      body: { token: 'x'.repeat(40) },
    });
    expect(bad.status).toBe(400);
  });
});

describe('sessions', () => {
  it('lists the current one first with its device, revokes one and all the others', async () => {
    const user = await makeUser(app);
    const second = await signInAgain(user, user.password, 'Phone browser');
    const third = await signInAgain(user, user.password, 'Office browser');
    const list = await api(app.url, 'GET', '/user/sessions', { token: second });
    expect(list.status).toBe(200);
    expectContract('listSessions', 200, list.body);
    expect(list.body).toHaveLength(3);
    expect(list.body[0]).toMatchObject({ current: true, device: 'Phone browser' });
    const office = list.body.find((s: { device: string }) => s.device === 'Office browser');

    // Another person cannot end it.
    const stranger = await makeUser(app);
    expect(
      (await api(app.url, 'DELETE', `/user/sessions/${office.id}`, { token: stranger.token }))
        .status,
    ).toBe(404);
    const ended = await api(app.url, 'DELETE', `/user/sessions/${office.id}`, { token: second });
    expect(ended.status).toBe(200);
    expect((await me(third)).status).toBe(401);
    expect(
      (await api(app.url, 'DELETE', `/user/sessions/${office.id}`, { token: second })).status,
    ).toBe(404);
    expect(
      (await api(app.url, 'DELETE', '/user/sessions/not-a-uuid', { token: second })).status,
    ).toBe(400);

    const others = await api(app.url, 'POST', '/user/sessions/revoke-others', { token: second });
    expect(others.status).toBe(200);
    expect((await me(user.token)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
    expect((await api(app.url, 'GET', '/user/sessions')).status).toBe(401);
  });
});

describe('hibernation', () => {
  it('hides the profile and posts from everyone until the person signs in again', async () => {
    const sleeper = await makeUser(app);
    const reader = await makeUser(app);
    await makeFollow(app, reader, sleeper);
    const post = await makePost(app, sleeper, { text: '<p>Formwork stripped early today</p>' });
    const home = async () =>
      (await api(app.url, 'GET', '/user/newsfeed', { token: reader.token })).body.items.map(
        (p: { id: string }) => p.id,
      );
    expect(await home()).toContain(post.id);

    const slept = await api(app.url, 'POST', '/user/profile/hibernate', { token: sleeper.token });
    expect(slept.status).toBe(200);
    expectContract('hibernateAccount', 200, slept.body);
    expect((await me(sleeper.token)).status).toBe(401);
    expect(await home()).not.toContain(post.id);
    expect(
      (await api(app.url, 'GET', `/user/post/${post.id}`, { token: reader.token })).status,
    ).toBe(404);
    expect(
      (await api(app.url, 'GET', `/user/profile/${sleeper.id}`, { token: reader.token })).status,
    ).toBe(404);
    const search = await api(app.url, 'POST', '/users/search', {
      token: reader.token,
      body: { search: sleeper.username },
    });
    expect(JSON.stringify(search.body)).not.toContain(sleeper.id);

    await signInAgain(sleeper);
    expect(await home()).toContain(post.id);
    expect(
      (await api(app.url, 'GET', `/user/profile/${sleeper.id}`, { token: reader.token })).status,
    ).toBe(200);
  });

  it('needs a session', async () => {
    expect((await api(app.url, 'POST', '/user/profile/hibernate')).status).toBe(401);
  });
});

describe('preferences', () => {
  it('keeps notification choices by type and the language; refuses unknown ones', async () => {
    const user = await makeUser(app);
    const update = (body: unknown) =>
      api(app.url, 'POST', '/user/profile/settings', { token: user.token, body });
    const first = await api(app.url, 'GET', '/user/profile/settings', { token: user.token });
    expect(first.body.notifications).toContainEqual({ type: 'reply', inApp: true, email: false });
    expect(first.body.language).toBeNull();
    const changed = await update({
      notifications: [{ type: 'follow', inApp: false, email: true }],
      language: 'es',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expectContract('updateProfileSettings', 200, changed.body);
    expect(changed.body.notifications).toContainEqual({
      type: 'follow',
      inApp: false,
      email: true,
    });
    expect(changed.body.notifications).toContainEqual({ type: 'reply', inApp: true, email: false });
    expect(changed.body.language).toBe('es');
    const business = await update({ accountType: 'business' });
    expect(business.body.accountType).toBe('business');
    expect((await me(user.token)).body.account.type).toBe('business');
    expect((await update({ accountType: 'company' })).status).toBe(400);
    expect((await update({ language: 'klingon' })).status).toBe(400);
    expect(
      (await update({ notifications: [{ type: 'gossip', inApp: true, email: true }] })).status,
    ).toBe(400);
  });
});

describe('the contact form', () => {
  it('mails the staff address and keeps the message, for visitors and members', async () => {
    const visitor = await api(app.url, 'POST', '/contact', {
      body: {
        name: 'Dana',
        email: 'dana@example.test',
        subject: 'Hello',
        message: 'Do you cover Ohio?',
      },
    });
    expect(visitor.status, JSON.stringify(visitor.body)).toBe(200);
    expectContract('sendContactMessage', 200, visitor.body);
    const mail = await app.smtp.waitFor('staff@example.test');
    expect(mail.text).toContain('Do you cover Ohio?');
    expect(mail.text).toContain('dana@example.test');

    const member = await makeUser(app);
    const signedIn = await api(app.url, 'POST', '/contact', {
      token: member.token,
      body: { name: 'Member', email: member.email, message: 'A question from inside' },
    });
    expect(signedIn.status).toBe(200);
    const kept = await app.database.db
      .selectFrom('contact_messages')
      .select(['user_id', 'message'])
      .orderBy('created_at')
      .execute();
    expect(kept).toEqual([
      { user_id: null, message: 'Do you cover Ohio?' },
      { user_id: member.id, message: 'A question from inside' },
    ]);
  });

  it('refuses a missing message and a bad address', async () => {
    for (const body of [
      { name: 'A', email: 'a@example.test', message: '' },
      { name: 'A', email: 'nope', message: 'Hi' },
      { email: 'a@example.test', message: 'Hi' },
    ]) {
      expect((await api(app.url, 'POST', '/contact', { body })).status, JSON.stringify(body)).toBe(
        400,
      );
    }
  });
});
