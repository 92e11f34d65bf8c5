// Direct messages through the API: sending (text, files, replies, bad input), who may message
// whom (dm settings, conversations that go on, blocks either way), privacy from a third person,
// paging and sorting of chats and messages, pins, unread counts and read receipts, edits,
// deletes, reactions, leaving and coming back, and message search.
import {
  CHATS_PAGE_SIZE,
  DIRECT_MESSAGE_MESSAGES,
  DM_TEXT_MAX_LENGTH,
  MESSAGE_SEARCH_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
} from '@trestle/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import {
  makeChatMessage,
  makeFollow,
  makeUser,
  setDmSetting,
  type TestUser,
} from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { NOT_YOUR_UPLOAD } from '../../platform/storage/attached-files';
import { REPLY_ELSEWHERE } from './compose';
import {
  CHAT_NOT_FOUND,
  MESSAGE_DELETED,
  NOBODY_NEW,
  NOT_YOURSELF,
  NOT_YOUR_MESSAGE,
  ONLY_FOLLOWERS,
  OWN_MESSAGE_REACTION,
  YOU_BLOCKED,
} from './policy';
import { NO_CHAT_TO_PIN } from './operations/toggleChatPin';

// The messaging limit counts in an hour here instead of a minute, so that the rate-limit test
// proves "60, then 429" however slowly a loaded machine sends the 61 messages.
const app = useTestApp({ MESSAGING_RATE_WINDOW_SECONDS: '3600' });

const send = (from: TestUser, to: TestUser | string, body: unknown) =>
  api(app.url, 'POST', `/user/dm/${typeof to === 'string' ? to : to.id}/message`, {
    token: from.token,
    body,
  });

async function sent(from: TestUser, to: TestUser, body: Record<string, unknown>) {
  const response = await send(from, to, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  expectContract('sendDirectMessage', 201, response.body);
  return response.body;
}

async function chats(user: TestUser, query = '') {
  const response = await api(app.url, 'GET', `/user/dm/list${query}`, { token: user.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expectContract('listChats', 200, response.body);
  return response.body.items as any[];
}

async function thread(user: TestUser, other: TestUser, query = '') {
  const response = await api(app.url, 'GET', `/user/dm/${other.id}/messages${query}`, {
    token: user.token,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expectContract('listDirectMessages', 200, response.body);
  return response.body as { items: any[]; count: number };
}

async function state(user: TestUser) {
  const response = await api(app.url, 'GET', '/user/dm/state', { token: user.token });
  expect(response.status).toBe(200);
  expectContract('getDirectMessageState', 200, response.body);
  return response.body as { unread: number; unreadChats: number };
}

async function chat(user: TestUser, other: TestUser) {
  const response = await api(app.url, 'GET', `/user/dm/${other.id}`, { token: user.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expectContract('getChat', 200, response.body);
  return response.body;
}

async function search(user: TestUser, q: string, extra = '') {
  const response = await api(app.url, 'GET', `/user/dm/search?q=${encodeURIComponent(q)}${extra}`, {
    token: user.token,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expectContract('searchDirectMessages', 200, response.body);
  return response.body.items as any[];
}

const post = (path: string, user: TestUser, body?: unknown) =>
  api(app.url, 'POST', path, { token: user.token, body });
const read = (user: TestUser, other: TestUser) => post(`/user/dm/${other.id}/read`, user);
const leave = (user: TestUser, other: TestUser) => post(`/user/dm/${other.id}/leave`, user);
const pin = (user: TestUser, other: TestUser) => post(`/user/dm/${other.id}/pin`, user);
const edit = (user: TestUser, other: TestUser, messageId: string, text: string) =>
  api(app.url, 'PUT', `/user/dm/${other.id}/message/${messageId}`, {
    token: user.token,
    body: { text },
  });
const remove = (user: TestUser, other: TestUser, messageId: string) =>
  api(app.url, 'DELETE', `/user/dm/${other.id}/message/${messageId}`, { token: user.token });
const react = (user: TestUser, other: TestUser, messageId: string, reaction: string | null) =>
  post(`/user/dm/${other.id}/message/${messageId}/react`, user, { reaction });

/** Two people; the second takes messages from anyone. */
async function pair(): Promise<[TestUser, TestUser]> {
  const ana = await makeUser(app);
  const ben = await makeUser(app);
  await setDmSetting(app, ben, 'all');
  await setDmSetting(app, ana, 'all');
  return [ana, ben];
}

async function upload(user: TestUser, content: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const response = await fetch(`${app.url}/api/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { filename: string }).filename;
}

async function image(user: TestUser, format: 'png' | 'gif' = 'png') {
  const sharp = (await import('sharp')).default;
  const picture = sharp({ create: { width: 40, height: 30, channels: 3, background: '#1e3a5f' } });
  const bytes = await (format === 'gif' ? picture.gif() : picture.png()).toBuffer();
  return upload(user, bytes, `site.${format}`);
}

const pdf = (user: TestUser) =>
  upload(user, Buffer.from('%PDF-1.4\nSite plan, level 2'), 'plan.pdf');

describe('sending a message', () => {
  it('starts a chat in both lists: the other person, the message, unread for the recipient', async () => {
    const [ana, ben] = await pair();
    const message = await sent(ana, ben, { text: 'Are you on site tomorrow?' });
    expect(message).toMatchObject({
      chatId: ben.id,
      sender: { id: ana.id, username: ana.username },
      type: 'text',
      text: 'Are you on site tomorrow?',
      media: [],
      reply: null,
      reaction: null,
      recipientRead: false,
      deleted: false,
      editedAt: null,
    });
    const [mine] = await chats(ana);
    expect(mine).toMatchObject({
      id: ben.id,
      user: { id: ben.id, username: ben.username },
      message: { id: message.id, chatId: ben.id },
      unread: 0,
      pinned: false,
      canMessage: true,
    });
    const [theirs] = await chats(ben);
    expect(theirs).toMatchObject({
      id: ana.id,
      user: { id: ana.id },
      message: { id: message.id, chatId: ana.id, sender: { id: ana.id } },
      unread: 1,
    });
    expect(await state(ben)).toEqual({ unread: 1, unreadChats: 1 });
    expect(await state(ana)).toEqual({ unread: 0, unreadChats: 0 });
    const { items, count } = await thread(ben, ana);
    expect(count).toBe(1);
    expect(items[0]).toMatchObject({ id: message.id, chatId: ana.id });
  });

  it('keeps text plain: markup as typed, trimmed, line breaks as \\n, control characters gone', async () => {
    const [ana, ben] = await pair();
    const message = await sent(ana, ben, {
      text: '  <b>Pour</b> at 7 <script>x</script>\r\nBring\u0007 gloves  ',
    });
    expect(message.text).toBe('<b>Pour</b> at 7 <script>x</script>\nBring gloves');
  });

  it("attaches the sender's own uploads, typed by the first file", async () => {
    const [ana, ben] = await pair();
    const photo = await image(ana);
    const message = await sent(ana, ben, { media: [photo] });
    expect(message).toMatchObject({ type: 'image', text: null });
    expect(message.media).toEqual([
      {
        filename: photo,
        url: `/api/files/${photo}`,
        mimeType: 'image/png',
        size: expect.any(Number),
        width: 40,
        height: 30,
      },
    ]);
    const gif = await image(ana, 'gif');
    expect((await sent(ana, ben, { media: [gif], type: 'gif' })).type).toBe('gif');
    const plan = await pdf(ana);
    const withWords = await sent(ana, ben, { text: 'Plans', media: [plan, photo] });
    expect(withWords.type).toBe('file');
    expect(withWords.media.map((m: any) => m.filename)).toEqual([plan, photo]);
    // The recipient sees the same files, reachable as ordinary files.
    const { items } = await thread(ben, ana);
    expect(items[0].media.map((m: any) => m.filename)).toEqual([plan, photo]);
    expect((await fetch(`${app.url}${items[0].media[1].url}`)).status).toBe(200);
  });

  it("refuses someone else's upload, an unknown file and a type the files do not make", async () => {
    const [ana, ben] = await pair();
    const theirs = await image(ben);
    const mine = await image(ana);
    for (const media of [[theirs], ['0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10.png'], [mine, theirs]]) {
      const response = await send(ana, ben, { text: 'x', media });
      expect(response.status).toBe(400);
      expectContract('sendDirectMessage', 400, response.body);
      expect(response.body.errors).toEqual({ media: NOT_YOUR_UPLOAD });
    }
    const wrongType = await send(ana, ben, { media: [mine], type: 'video' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toHaveProperty('type');
    // The default type takes the files' type.
    expect((await sent(ana, ben, { media: [mine], type: 'text' })).type).toBe('image');
    const textTyped = await send(ana, ben, { text: 'x', type: 'image' });
    expect(textTyped.status).toBe(400);
    expect(textTyped.body.errors).toHaveProperty('type');
    expect((await thread(ana, ben)).count).toBe(1);
  });

  it('refuses an empty message, too long text and too many files with field errors', async () => {
    const [ana, ben] = await pair();
    for (const body of [{}, { text: '' }, { text: ' \n\t ' }, { text: '', media: [] }]) {
      const response = await send(ana, ben, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors).toEqual({ text: DIRECT_MESSAGE_MESSAGES.empty });
    }
    const long = await send(ana, ben, { text: 'x'.repeat(DM_TEXT_MAX_LENGTH + 1) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toHaveProperty('text');
    const many = await send(ana, ben, { media: Array.from({ length: 11 }, (_, i) => `f${i}.png`) });
    expect(many.status).toBe(400);
    expect(many.body.errors).toHaveProperty('media');
    const unknownField = await send(ana, ben, { text: 'x', html: '<p>x</p>' });
    expect(unknownField.status).toBe(400);
    // As many characters as the limit, an emoji counting as one, is fine.
    await sent(ana, ben, { text: '👷'.repeat(DM_TEXT_MAX_LENGTH) });
  });

  it('replies with a quote of a message of the same chat, never of another chat', async () => {
    const [ana, ben] = await pair();
    const cleo = await makeUser(app);
    await setDmSetting(app, cleo, 'all');
    const question = await sent(ana, ben, { text: 'Which crane?' });
    const answer = await sent(ben, ana, { text: 'The 40 t one', reply: question.id });
    expect(answer.reply).toEqual({
      id: question.id,
      senderId: ana.id,
      type: 'text',
      text: 'Which crane?',
      deleted: false,
    });
    const elsewhere = await sent(ana, cleo, { text: 'Hi' });
    for (const reply of [elsewhere.id, '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10']) {
      const response = await send(ben, ana, { text: 'x', reply });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ reply: REPLY_ELSEWHERE });
    }
    // Cleo cannot quote Ana and Ben's messages in her chat with Ana either.
    const third = await send(cleo, ana, { text: 'x', reply: question.id });
    expect(third.status).toBe(400);
    expect(third.body.errors).toEqual({ reply: REPLY_ELSEWHERE });
    // A deleted message can no longer be answered; a quote of it shows it deleted.
    expect((await remove(ana, ben, question.id)).status).toBe(200);
    const late = await send(ben, ana, { text: 'x', reply: question.id });
    expect(late.body.errors).toEqual({ reply: REPLY_ELSEWHERE });
    const { items } = await thread(ana, ben);
    expect(items.find((m: any) => m.id === answer.id).reply).toEqual({
      id: question.id,
      senderId: ana.id,
      type: 'text',
      text: null,
      deleted: true,
    });
  });

  it('refuses oneself (400), an unknown person (404), a malformed id (400) and visitors (401)', async () => {
    const [ana, ben] = await pair();
    const self = await send(ana, ana, { text: 'x' });
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ message: NOT_YOURSELF, errors: { id: NOT_YOURSELF } });
    const unknown = await send(ana, '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10', { text: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(CHAT_NOT_FOUND);
    expect((await send(ana, 'not-an-id', { text: 'x' })).status).toBe(400);
    // Ids in capitals are the same people.
    expect((await send(ana, ben.id.toUpperCase(), { text: 'Caps' })).status).toBe(201);
    const signedOut = await api(app.url, 'POST', `/user/dm/${ben.id}/message`, {
      body: { text: 'x' },
    });
    expect(signedOut.status).toBe(401);
    for (const [method, path] of [
      ['GET', '/user/dm/list'],
      ['GET', '/user/dm/state'],
      ['GET', `/user/dm/${ben.id}`],
      ['GET', `/user/dm/${ben.id}/messages`],
      ['GET', '/user/dm/search?q=x'],
      ['POST', `/user/dm/${ben.id}/read`],
      ['POST', `/user/dm/${ben.id}/pin`],
      ['POST', `/user/dm/${ben.id}/leave`],
    ]) {
      expect((await api(app.url, method!, path!)).status, path).toBe(401);
    }
  });
});

describe('who may message whom', () => {
  it("follows the recipient's setting: all, followers (people who follow them), none", async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    await setDmSetting(app, ben, 'followers');
    const refused = await send(ana, ben, { text: 'Hello' });
    expect(refused.status).toBe(403);
    expectContract('sendDirectMessage', 403, refused.body);
    expect(refused.body.message).toBe(ONLY_FOLLOWERS);
    expect((await chat(ana, ben)).canMessage).toBe(false);
    // Ben following Ana does not help: the setting is about Ben's followers.
    await makeFollow(app, ben, ana);
    expect((await send(ana, ben, { text: 'Hello' })).status).toBe(403);
    await makeFollow(app, ana, ben);
    expect((await chat(ana, ben)).canMessage).toBe(true);
    await sent(ana, ben, { text: 'Hello' });

    const cleo = await makeUser(app);
    await setDmSetting(app, cleo, 'none');
    await makeFollow(app, ana, cleo);
    const none = await send(ana, cleo, { text: 'Hello' });
    expect(none.status).toBe(403);
    expect(none.body.message).toBe(NOBODY_NEW);
    await setDmSetting(app, cleo, 'all');
    const dan = await makeUser(app);
    await sent(dan, cleo, { text: 'Hello' });
  });

  it('a conversation that exists goes on whatever either setting is now', async () => {
    const [ana, ben] = await pair();
    await setDmSetting(app, ana, 'none');
    await sent(ana, ben, { text: 'Quote for the roof?' });
    // Ben may always answer someone who wrote to him.
    const answer = await sent(ben, ana, { text: 'Friday' });
    await setDmSetting(app, ben, 'none');
    await sent(ana, ben, { text: 'Thanks' });
    expect((await chat(ana, ben)).canMessage).toBe(true);
    const profile = await api(app.url, 'GET', `/user/profile/${ben.id}`, { token: ana.token });
    expect(profile.body.canMessage).toBe(true);
    // Deleted messages leave their place in the chat: the conversation is still there.
    expect((await remove(ben, ana, answer.id)).status).toBe(200);
    await sent(ana, ben, { text: 'Hello?' });
    expect((await chat(ana, ben)).canMessage).toBe(true);
  });

  it('someone whose setting is none answers in a chat that exists, also after a deletion', async () => {
    const ana = await makeUser(app); // the default setting: followers
    const ben = await makeUser(app);
    await makeFollow(app, ana, ben);
    const first = await sent(ana, ben, { text: 'Can you price the rebar?' });
    await setDmSetting(app, ben, 'none');
    // Ben does not follow Ana, and Ana took her question back; the chat is still there.
    expect((await remove(ana, ben, first.id)).status).toBe(200);
    expect((await chat(ben, ana)).canMessage).toBe(true);
    await sent(ben, ana, { text: 'Still happy to price it.' });
    await sent(ana, ben, { text: 'Thank you' });
  });

  it('the setting decides who starts: a chat one person started goes on when it closes', async () => {
    const [ana, ben] = await pair();
    await sent(ana, ben, { text: 'Hi' });
    await setDmSetting(app, ben, 'followers');
    await sent(ana, ben, { text: 'Hi again' });
    // Someone new is still held by it.
    const cleo = await makeUser(app);
    expect((await send(cleo, ben, { text: 'Hello' })).status).toBe(403);
    expect((await chat(cleo, ben)).canMessage).toBe(false);
  });

  it('leaving a chat ends the conversation: the setting holds again for the other person', async () => {
    const [ana, ben] = await pair();
    await sent(ana, ben, { text: 'Hi' });
    await sent(ben, ana, { text: 'Hi back' });
    await setDmSetting(app, ben, 'none');
    await sent(ana, ben, { text: 'Still there?' });
    expect((await leave(ben, ana)).status).toBe(200);
    expect((await send(ana, ben, { text: 'Hello?' })).status).toBe(403);
    expect((await chat(ana, ben)).canMessage).toBe(false);
    // Ben writing again starts a new conversation, which Ana may answer.
    await sent(ben, ana, { text: 'Sorry, wrong button' });
    await sent(ana, ben, { text: 'No problem' });
  });

  it('a block either way hides the chat from both (404 everywhere) until it is lifted', async () => {
    const [ana, ben] = await pair();
    const hello = await sent(ana, ben, { text: 'Hello' });
    await sent(ben, ana, { text: 'Hello to you' });
    expect((await post(`/user/${ben.id}/block`, ana)).status).toBe(200);
    const blocker = await send(ana, ben, { text: 'x' });
    expect(blocker.status).toBe(404);
    expect(blocker.body.message).toBe(YOU_BLOCKED);
    const blocked = await send(ben, ana, { text: 'x' });
    expect(blocked.status).toBe(404);
    expect(blocked.body.message).toBe(CHAT_NOT_FOUND);
    for (const [who, other] of [
      [ana, ben],
      [ben, ana],
    ] as const) {
      expect(await chats(who)).toEqual([]);
      expect(await state(who)).toEqual({ unread: 0, unreadChats: 0 });
      expect(await search(who, 'Hello')).toEqual([]);
      for (const [method, path, body] of [
        ['GET', `/user/dm/${other.id}`],
        ['GET', `/user/dm/${other.id}/messages`],
        ['POST', `/user/dm/${other.id}/read`],
        ['POST', `/user/dm/${other.id}/pin`],
        ['POST', `/user/dm/${other.id}/leave`],
        ['PUT', `/user/dm/${other.id}/message/${hello.id}`, { text: 'x' }],
        ['DELETE', `/user/dm/${other.id}/message/${hello.id}`],
        ['POST', `/user/dm/${other.id}/message/${hello.id}/react`, { reaction: 'like' }],
      ] as const) {
        const response = await api(app.url, method, path, { token: who.token, body });
        expect(response.status, `${method} ${path}`).toBe(404);
      }
    }
    expect((await post(`/user/${ben.id}/unblock`, ana)).status).toBe(200);
    expect((await thread(ben, ana)).count).toBe(2);
    expect(await state(ana)).toEqual({ unread: 1, unreadChats: 1 });
  });
});

describe('privacy', () => {
  it('a third person sees nothing of a chat and can touch none of its messages', async () => {
    const [ana, ben] = await pair();
    const cleo = await makeUser(app);
    const message = await sent(ana, ben, { text: 'The code to the site gate is 4711' });
    // Cleo's own chat with Ana is empty: never Ana and Ben's.
    expect(await thread(cleo, ana)).toEqual({ items: [], count: 0 });
    expect(await chats(cleo)).toEqual([]);
    expect(await search(cleo, 'gate')).toEqual([]);
    expect(await state(cleo)).toEqual({ unread: 0, unreadChats: 0 });
    for (const other of [ana, ben]) {
      const changed = await edit(cleo, other, message.id, 'Mine now');
      expect(changed.status).toBe(404);
      expect((await remove(cleo, other, message.id)).status).toBe(404);
      expect((await react(cleo, other, message.id, 'like')).status).toBe(404);
    }
    // Ana's message is Ben's to react to in his chat with Ana, not in another.
    expect((await react(ben, cleo, message.id, 'like')).status).toBe(404);
    const [kept] = (await thread(ben, ana)).items;
    expect(kept).toMatchObject({ text: message.text, reaction: null, deleted: false });
  });
});

describe('pages and order', () => {
  it('messages come 20 a page, newest first, with the count', async () => {
    const [ana, ben] = await pair();
    const ids: string[] = [];
    for (let i = 0; i < MESSAGES_PAGE_SIZE + 5; i++) {
      ids.push(await makeChatMessage(app, i % 2 ? ben : ana, i % 2 ? ana : ben, `m${i}`));
    }
    const first = await thread(ana, ben);
    expect(first.count).toBe(25);
    expect(first.items.map((m) => m.id)).toEqual(ids.slice(-20).reverse());
    const second = await thread(ana, ben, '?skip=20');
    expect(second.items.map((m) => m.id)).toEqual(ids.slice(0, 5).reverse());
    const small = await thread(ben, ana, '?limit=3&skip=1');
    expect(small.items.map((m) => m.text)).toEqual(['m23', 'm22', 'm21']);
  });

  it('chats come 15 a page, latest message first; pinned apart, each sorted the same way', async () => {
    const ana = await makeUser(app);
    const people: TestUser[] = [];
    for (let i = 0; i < CHATS_PAGE_SIZE + 2; i++) {
      const person = await makeUser(app);
      people.push(person);
      await makeChatMessage(app, person, ana);
    }
    // Newest activity: the first person writes again.
    await makeChatMessage(app, ana, people[0]!);
    const expected = [people[0]!, ...people.slice(1).reverse()].map((p) => p.id);
    const page = await chats(ana);
    expect(page.map((c) => c.id)).toEqual(expected.slice(0, 15));
    expect((await chats(ana, '?skip=15')).map((c) => c.id)).toEqual(expected.slice(15));

    const pinnedIds = [people[3]!.id, people[10]!.id, people[0]!.id];
    for (const id of pinnedIds) {
      const response = await post(`/user/dm/${id}/pin`, ana);
      expect(response.status).toBe(200);
      expectContract('toggleChatPin', 200, response.body);
      expect(response.body).toEqual({ pinned: true });
    }
    const pinned = await chats(ana, '?pinned=true');
    expect(pinned.map((c) => c.id)).toEqual(expected.filter((id) => pinnedIds.includes(id)));
    expect(pinned.every((c) => c.pinned)).toBe(true);
    const rest = await chats(ana, '?pinned=false&limit=100');
    expect(rest.map((c) => c.id)).toEqual(expected.filter((id) => !pinnedIds.includes(id)));
    // A new message moves a pinned chat to the top of the pinned ones.
    await makeChatMessage(app, people[10]!, ana);
    expect((await chats(ana, '?pinned=true'))[0].id).toBe(people[10]!.id);
    // Pinning again unpins.
    expect((await pin(ana, people[10]!)).body).toEqual({ pinned: false });
    expect((await chats(ana, '?pinned=true')).map((c) => c.id)).toHaveLength(2);
  });

  it('finds chats by the other person’s username or name', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app, { username: `girder_${Date.now().toString(36)}` });
    const cleo = await makeUser(app);
    await app.database.db
      .updateTable('users')
      .set({ display_name: 'Cleo Rebar' })
      .where('id', '=', cleo.id)
      .execute();
    await makeChatMessage(app, ben, ana);
    await makeChatMessage(app, cleo, ana);
    expect((await chats(ana, '?search=GIRDER')).map((c) => c.id)).toEqual([ben.id]);
    expect((await chats(ana, '?search=rebar')).map((c) => c.id)).toEqual([cleo.id]);
    expect((await chats(ana, '?search=100%25')).map((c) => c.id)).toEqual([]);
  });

  it('a chat with someone not written to yet: no message, nothing unread, the setting decides', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    expect(await chat(ana, ben)).toMatchObject({
      id: ben.id,
      user: { id: ben.id, username: ben.username },
      message: null,
      unread: 0,
      pinned: false,
      canMessage: false,
    });
    await setDmSetting(app, ben, 'all');
    expect((await chat(ana, ben)).canMessage).toBe(true);
    const response = await pin(ana, ben);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(NO_CHAT_TO_PIN);
    expect((await api(app.url, 'GET', `/user/dm/${ana.id}`, { token: ana.token })).status).toBe(
      400,
    );
  });
});

describe('unread counts and read receipts', () => {
  it('counts unread messages and chats, and reading tells the sender', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const cleo = await makeUser(app);
    const first = await makeChatMessage(app, ben, ana);
    await makeChatMessage(app, ben, ana);
    await makeChatMessage(app, cleo, ana);
    await makeChatMessage(app, ana, ben);
    expect(await state(ana)).toEqual({ unread: 3, unreadChats: 2 });
    const unread = Object.fromEntries((await chats(ana)).map((c) => [c.id, c.unread]));
    expect(unread).toEqual({ [ben.id]: 2, [cleo.id]: 1 });

    const response = await read(ana, ben);
    expect(response.status).toBe(200);
    expectContract('markChatRead', 200, response.body);
    expect(response.body).toEqual({ unread: 1, unreadChats: 1 });
    expect((await chat(ana, ben)).unread).toBe(0);
    // Ben sees his messages read; Ana's own message to Ben is not read by anyone yet.
    const benSide = (await thread(ben, ana)).items;
    expect(benSide.filter((m) => m.sender.id === ben.id).every((m) => m.recipientRead)).toBe(true);
    expect(benSide.find((m) => m.sender.id === ana.id).recipientRead).toBe(false);
    expect(benSide.find((m) => m.id === first).recipientRead).toBe(true);
    // Reading again changes nothing.
    expect((await read(ana, ben)).body).toEqual({ unread: 1, unreadChats: 1 });
  });

  it('a deleted unread message is no longer unread', async () => {
    const [ana, ben] = await pair();
    const message = await sent(ana, ben, { text: 'Oops, wrong person' });
    expect(await state(ben)).toEqual({ unread: 1, unreadChats: 1 });
    expect((await remove(ana, ben, message.id)).status).toBe(200);
    expect(await state(ben)).toEqual({ unread: 0, unreadChats: 0 });
    expect((await chat(ben, ana)).unread).toBe(0);
  });
});

describe('edit, delete and react', () => {
  it('edits the text of one’s own message; never someone else’s nor a deleted one', async () => {
    const [ana, ben] = await pair();
    const message = await sent(ana, ben, { text: 'Pour at 7' });
    const edited = await edit(ana, ben, message.id, '  Pour at 8  ');
    expect(edited.status).toBe(200);
    expectContract('updateDirectMessage', 200, edited.body);
    expect(edited.body).toMatchObject({ id: message.id, text: 'Pour at 8', chatId: ben.id });
    expect(edited.body.editedAt).not.toBeNull();
    expect((await thread(ben, ana)).items[0]).toMatchObject({ text: 'Pour at 8' });
    const theirs = await edit(ben, ana, message.id, 'Pour at 9');
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toBe(NOT_YOUR_MESSAGE);
    const empty = await edit(ana, ben, message.id, ' ');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ text: DIRECT_MESSAGE_MESSAGES.empty });
    const long = await edit(ana, ben, message.id, 'x'.repeat(DM_TEXT_MAX_LENGTH + 1));
    expect(long.status).toBe(400);
    expect(long.body.errors).toHaveProperty('text');
    // Words may go from a message with files.
    const photo = await sent(ana, ben, { text: 'Caption', media: [await image(ana)] });
    const bare = await edit(ana, ben, photo.id, '');
    expect(bare.status).toBe(200);
    expect(bare.body).toMatchObject({ text: null, type: 'image' });
    expect(bare.body.media).toHaveLength(1);
    await remove(ana, ben, message.id);
    const gone = await edit(ana, ben, message.id, 'Back');
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(MESSAGE_DELETED);
  });

  it('deletes one’s own message for both: it stays in place as deleted, without its content', async () => {
    const [ana, ben] = await pair();
    const message = await sent(ana, ben, { text: 'Secret', media: [await image(ana)] });
    await react(ben, ana, message.id, 'love');
    const theirs = await remove(ben, ana, message.id);
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toBe(NOT_YOUR_MESSAGE);
    const response = await remove(ana, ben, message.id);
    expect(response.status).toBe(200);
    expectContract('deleteDirectMessage', 200, response.body);
    for (const [who, other] of [
      [ana, ben],
      [ben, ana],
    ] as const) {
      const { items, count } = await thread(who, other);
      expect(count).toBe(1);
      expect(items[0]).toMatchObject({
        id: message.id,
        deleted: true,
        text: null,
        media: [],
        reply: null,
        reaction: null,
      });
    }
    expect((await remove(ana, ben, message.id)).body).toEqual({ ok: true });
    const row = await app.database.db
      .selectFrom('dm_messages')
      .select(['text', 'media'])
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ text: null, media: [] });
  });

  it('the recipient reacts (one reaction, changed or removed); the sender cannot', async () => {
    const [ana, ben] = await pair();
    const message = await sent(ana, ben, { text: 'Slab poured' });
    const liked = await react(ben, ana, message.id, 'like');
    expect(liked.status).toBe(200);
    expectContract('reactToDirectMessage', 200, liked.body);
    expect(liked.body).toMatchObject({ id: message.id, reaction: 'like', chatId: ana.id });
    expect((await react(ben, ana, message.id, 'happy')).body.reaction).toBe('happy');
    expect((await thread(ana, ben)).items[0].reaction).toBe('happy');
    expect((await react(ben, ana, message.id, null)).body.reaction).toBeNull();
    const own = await react(ana, ben, message.id, 'like');
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(OWN_MESSAGE_REACTION);
    const bad = await react(ben, ana, message.id, 'wow');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toBeDefined();
    await remove(ana, ben, message.id);
    expect((await react(ben, ana, message.id, 'like')).status).toBe(404);
  });
});

describe('leaving a chat', () => {
  it('clears the leaver’s list and history only; a new message brings the chat back', async () => {
    const [ana, ben] = await pair();
    const old = await sent(ben, ana, { text: 'Old news about rebar' });
    await sent(ana, ben, { text: 'Noted' });
    await sent(ben, ana, { text: 'One more thing' });
    expect((await pin(ana, ben)).body).toEqual({ pinned: true });
    const response = await leave(ana, ben);
    expect(response.status).toBe(200);
    expectContract('leaveChat', 200, response.body);
    expect(await chats(ana)).toEqual([]);
    expect(await thread(ana, ben)).toEqual({ items: [], count: 0 });
    expect(await state(ana)).toEqual({ unread: 0, unreadChats: 0 });
    expect(await search(ana, 'rebar')).toEqual([]);
    expect((await edit(ana, ben, old.id, 'x')).status).toBe(404);
    expect((await react(ana, ben, old.id, 'like')).status).toBe(404);
    // Ben keeps everything.
    expect((await thread(ben, ana)).count).toBe(3);
    expect(await search(ben, 'rebar')).toHaveLength(1);
    // Leaving again answers ok.
    expect((await leave(ana, ben)).body).toEqual({ ok: true });

    const back = await sent(ben, ana, { text: 'Are you there?' });
    const [returned] = await chats(ana);
    expect(returned).toMatchObject({ id: ben.id, unread: 1, pinned: false });
    expect((await thread(ana, ben)).items.map((m) => m.id)).toEqual([back.id]);
  });

  it('the leaver writing brings the chat back too', async () => {
    const [ana, ben] = await pair();
    await sent(ben, ana, { text: 'Hi' });
    await leave(ana, ben);
    const again = await sent(ana, ben, { text: 'Starting over' });
    expect((await chats(ana)).map((c) => c.message.id)).toEqual([again.id]);
    expect((await thread(ana, ben)).count).toBe(1);
  });
});

describe('message search', () => {
  it('finds words in the caller’s own chats only, sent or received, any case, newest first', async () => {
    const [ana, ben] = await pair();
    const cleo = await makeUser(app);
    await setDmSetting(app, cleo, 'all');
    const tag = `zx${Date.now().toString(36)}`;
    const received = await sent(ben, ana, { text: `The ${tag} Scaffold arrives Monday` });
    const mine = await sent(ana, cleo, { text: `scaffold ${tag.toUpperCase()} paid` });
    await sent(ben, cleo, { text: `scaffold ${tag} elsewhere` });
    const gone = await sent(ana, ben, { text: `scaffold ${tag} deleted` });
    await remove(ana, ben, gone.id);
    const items = await search(ana, `SCAFFOLD ${tag}`);
    expect(items.map((m) => m.message.id)).toEqual([mine.id, received.id]);
    expect(items[0]).toMatchObject({ chatId: cleo.id, user: { id: cleo.id } });
    expect(items[0].message.chatId).toBe(cleo.id);
    expect(items[1]).toMatchObject({ chatId: ben.id, user: { id: ben.id } });
    // Every word must match; % and _ are plain characters.
    expect(await search(ana, `${tag} monday`)).toHaveLength(1);
    expect(await search(ana, `${tag} tuesday`)).toEqual([]);
    expect(await search(ana, `${tag}%`)).toEqual([]);
  });

  it('pages 20 at a time and needs words', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    for (let i = 0; i < MESSAGE_SEARCH_PAGE_SIZE + 3; i++) {
      await makeChatMessage(app, i % 2 ? ana : ben, i % 2 ? ben : ana, `invoice ${i}`);
    }
    expect(await search(ana, 'invoice')).toHaveLength(20);
    expect(await search(ana, 'invoice', '&skip=20')).toHaveLength(3);
    expect(await search(ana, 'invoice', '&limit=5')).toHaveLength(5);
    const missing = await api(app.url, 'GET', '/user/dm/search', { token: ana.token });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('q');
    expect(await search(ana, '   ')).toEqual([]);
  });
});

describe('rate limit', () => {
  it('allows 60 messages per window (a minute by default) per person, then answers 429', async () => {
    const [ana, ben] = await pair();
    for (let i = 0; i < 60; i++) {
      const response = await send(ana, ben, { text: `n${i}` });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
    }
    const over = await send(ana, ben, { text: 'one too many' });
    expect(over.status).toBe(429);
    expectContract('sendDirectMessage', 429, over.body);
    // Reading is not limited by it.
    expect((await thread(ben, ana)).count).toBe(60);
  });
});
