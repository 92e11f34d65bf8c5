// The premium matrix through the API: a creator's premium posts (one plain, naming a level, with
// a reply, a quote made before it became premium, bookmarks and mentions; one in a group; one in
// a channel; all naming the same level) read on every path by an active subscriber, a person without a subscription, one
// whose subscription lapsed, one whose subscription the creator cancelled, a banned one, a
// subscriber of another level only, and a visitor. Only the active subscriber of a named level
// (and the author) ever receives the words: the secret word appears in no other answer. Every
// answer is checked against the contract.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { eventually } from '../../../test/support/eventually';
import {
  makeChannel,
  makeChannelFollower,
  makeFollow,
  makeGroup,
  makeGroupMember,
  makePost,
  makeProLevel,
  makeUser,
  makeUserList,
  type TestUser,
} from '../../../test/support/factories';
import { api } from '../../../test/support/http';

const app = useTestApp();
const SECRET = 'zephyrquartz';

type Reader = 'subscriber' | 'none' | 'lapsed' | 'cancelled' | 'banned' | 'otherLevel';
const READERS: Reader[] = ['subscriber', 'none', 'lapsed', 'cancelled', 'banned', 'otherLevel'];

let creator: TestUser;
let quoter: TestUser;
const people = {} as Record<Reader, TestUser>;
const lists = {} as Record<Reader, string>;
let post: any;
let reply: any;
let quote: any;
let groupId: string;
let channelId: string;

const call = (method: string, path: string, user: TestUser | null, body?: unknown) =>
  api(app.url, method, path, { ...(user ? { token: user.token } : {}), body });

beforeAll(async () => {
  creator = await makeUser(app);
  quoter = await makeUser(app);
  for (const reader of READERS) people[reader] = await makeUser(app);
  const level = await makeProLevel(app, creator, { title: 'Inner circle' });
  const other = await makeProLevel(app, creator, { title: 'Outer circle' });
  const group = await makeGroup(app, creator);
  const channel = await makeChannel(app, creator);
  groupId = group.id;
  channelId = channel.id;

  const mentions = READERS.map((r) => `@${people[r].username}`).join(' ');
  post = await makePost(app, creator, { text: `<p>${SECRET} plan for ${mentions}</p>` });
  quote = await makePost(app, quoter, { text: '<p>Worth a read</p>', repostId: post.id });
  reply = (await call('POST', `/user/post/${post.id}/reply`, creator, { text: '<p>Follow-up</p>' }))
    .body;
  for (const reader of READERS) {
    const person = people[reader];
    await makeFollow(app, person, creator);
    await makeGroupMember(app, group, person);
    await makeChannelFollower(app, channel, person);
    lists[reader] = (await makeUserList(app, person, [creator])).id;
    expect((await call('POST', `/user/bookmark/add/${post.id}`, person)).status).toBe(200);
    if (reader === 'none') continue;
    const subscription = await call(
      'POST',
      `/user/subscription/${(reader === 'otherLevel' ? other : level).id}`,
      person,
      {},
    );
    expect(subscription.status).toBe(201);
    const id = subscription.body.id;
    if (reader === 'lapsed') {
      await sql`update pro_subscriptions set expires = now() - interval '1 second'
        where id = ${id}`.execute(app.database.db);
    }
    if (reader === 'cancelled') {
      expect((await call('DELETE', `/user/pro/subscriber/${id}`, creator)).status).toBe(200);
    }
    if (reader === 'banned') {
      expect((await call('POST', `/user/pro/subscriber/${id}/ban`, creator)).status).toBe(200);
    }
  }
  // Made premium for one level after it was quoted, replied to, bookmarked and mentioned.
  const edited = await call('PUT', `/user/post/${post.id}`, creator, {
    premiumLevels: [level.id],
  });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  expect(edited.body).toMatchObject({ premium: true, locked: false });
  await makePost(app, creator, {
    text: `<p>${SECRET} for the group</p>`,
    groupId,
    premiumLevels: [level.id],
  });
  await makePost(app, creator, {
    text: `<p>${SECRET} for the channel</p>`,
    channelId,
    premiumLevels: [level.id],
  });
  await eventually(async () => {
    const body = (await call('GET', '/user/notifications', people.none)).body;
    return body.items?.some((n: any) => n.type === 'mention');
  });
}, 120_000);

/** Every read path, as [name, method, path, body]. */
const paths = (reader: Reader) => [
  ['home', 'GET', '/user/newsfeed'],
  ['local', 'GET', '/user/newsfeed?source=local'],
  ['profile', 'GET', `/user/newsfeed/${creator.id}`],
  ['post by id', 'GET', `/user/post/${post.id}`],
  ['thread', 'GET', `/user/post/${reply.id}/tree`],
  ['replies', 'GET', `/user/post/${post.id}/replies`],
  ['reply (its parent)', 'GET', `/user/post/${reply.id}`],
  ['quote', 'GET', `/user/post/${quote.id}`],
  ['quoter profile', 'GET', `/user/newsfeed/${quoter.id}`],
  ['bookmarks', 'GET', '/user/bookmark/newsfeed'],
  ['search', 'POST', '/user/newsfeed/search', { q: SECRET }],
  ['group', 'GET', `/user/groups/newsfeed/${groupId}`],
  ['groups', 'GET', '/user/groups/newsfeed'],
  ['channel', 'GET', `/user/channels/newsfeed?channelId=${channelId}`],
  ['list', 'GET', `/user/list/${lists[reader]}/newsfeed`],
  ['notifications', 'GET', '/user/notifications'],
  ['visitor feed', 'GET', '/newsfeed/public'],
];

const PATHS_WITHOUT_PREMIUM_FOR_ANYONE = new Set(['visitor feed']);

describe('premium posts on every read path', () => {
  it('give the words only to active subscribers of the level: 0 leaks', async () => {
    const leaks: string[] = [];
    const missing: string[] = [];
    for (const reader of READERS) {
      for (const [name, method, path, body] of paths(reader) as [
        string,
        string,
        string,
        unknown,
      ][]) {
        const response = await call(method, path, people[reader], body);
        expect(response.status, `${reader} @ ${name}: ${JSON.stringify(response.body)}`).toBe(200);
        const text = JSON.stringify(response.body);
        const sees = text.includes(SECRET);
        if (reader === 'subscriber') {
          if (!sees && !PATHS_WITHOUT_PREMIUM_FOR_ANYONE.has(name) && name !== 'search') {
            missing.push(name);
          }
        } else if (sees) {
          leaks.push(`${reader} @ ${name}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // And the subscriber's paths all show the words (the visitor feed has no premium posts).
    expect(missing).toEqual([]);
  }, 120_000);

  it('show the post locked, without text, media, poll or link, to readers it is not for', async () => {
    for (const reader of ['none', 'lapsed', 'banned', 'otherLevel'] as const) {
      const response = await call('GET', `/user/post/${post.id}`, people[reader]);
      expectContract('getPost', 200, response.body);
      expect(response.body).toMatchObject({ locked: true, text: '', media: [], link: null });
      expect(response.body.poll ?? null).toBeNull();
    }
    const open = await call('GET', `/user/post/${post.id}`, people.subscriber);
    expect(open.body).toMatchObject({ locked: false, premium: true });
  });

  it('keep them from visitors entirely', async () => {
    expect((await call('GET', `/post/${post.id}`, null)).status).toBe(404);
    const feed = await call('GET', '/newsfeed/public', null);
    expect(JSON.stringify(feed.body)).not.toContain(SECRET);
  });

  it('close at once when the subscription ends', async () => {
    const person = await makeUser(app);
    const level = (await call('GET', '/user/profile/settings/pro/levels', creator)).body.items[0];
    const sub = (await call('POST', `/user/subscription/${level.id}`, person, {})).body;
    expect((await call('GET', `/user/post/${post.id}`, person)).body.locked).toBe(false);
    await call('POST', `/user/pro/subscriber/${sub.id}/ban`, creator);
    expect((await call('GET', `/user/post/${post.id}`, person)).body.locked).toBe(true);
  });
});
