// Channels through the API: the name check, create, read, edit and delete with the password;
// follow and unfollow, followers; the caller's channels, their count and order; the pinned post;
// posting into a channel (the owner only), the channel newsfeed with search, followed channels'
// posts in the home feed; explore and the profile's channels tab. Each operation is tried as a
// stranger, a follower, the owner and staff, and with bad input. Every call checked against the
// contract.
import { connectTrestleSocket } from '@trestle/sdk';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { apiCalls } from '../../../test/support/calls';
import { expectContract } from '../../../test/support/contract';
import { eventually, jobsSettled } from '../../../test/support/eventually';
import {
  TEST_PASSWORD,
  makeChannel,
  makeUserList,
  makeChannelFollower,
  makeGroup,
  makePost,
  makeUser,
  type TestUser,
} from '../../../test/support/factories';
import { api } from '../../../test/support/http';
import { GROUP_OR_CHANNEL, NOT_CHANNEL_OWNER } from '../posts/policy';
import { NOT_YOUR_UPLOAD, WRONG_KIND } from '../../platform/storage/attached-files';
import {
  CHANNEL_NOT_FOUND,
  NAME_TAKEN,
  NOT_YOUR_CHANNEL,
  OWNER_ONLY,
  OWN_CHANNEL,
  POST_NOT_IN_CHANNEL,
  WRONG_PASSWORD,
} from './policy';

const app = useTestApp();
const UNKNOWN_ID = '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10';

const { call, ok } = apiCalls(() => app);

const getChannel = (user: TestUser, id: string) =>
  ok('getChannel', 'GET', `/user/channel/${id}`, user);
const channelPosts = async (user: TestUser, query: string) =>
  (
    (await ok('listChannelPosts', 'GET', `/user/channels/newsfeed?${query}`, user)).items as any[]
  ).map((p) => p.id);
const ownChannels = async (user: TestUser, query = '') =>
  ((await ok('listOwnChannels', 'GET', `/user/channels/own${query}`, user)).items as any[]).map(
    (c) => c.id,
  );
const ids = (body: any): string[] => (body?.items ?? []).map((p: any) => p.id);

async function upload(token: string, kind: 'png' | 'pdf' = 'png') {
  const sharp = (await import('sharp')).default;
  const bytes =
    kind === 'png'
      ? await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1d6bf2' } })
          .png()
          .toBuffer()
      : Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), `file.${kind}`);
  const response = await fetch(`${app.url}/api/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { filename: string }).filename;
}

async function block(blocker: TestUser, blocked: TestUser) {
  expect((await call('POST', `/user/${blocked.id}/block`, blocker)).status).toBe(200);
}

describe('creating and naming channels', () => {
  it('creates a channel with every field; the caller owns it and does not follow it', async () => {
    const ana = await makeUser(app);
    const image = await upload(ana.token);
    const channel = await ok(
      'createChannel',
      'POST',
      '/user/channel',
      ana,
      {
        title: '  Steel & Glass news ',
        name: 'steel_glass',
        description: ' Facades, frames and fixings. ',
        background_image: image,
        category: 'business',
        type: 'public',
      },
      201,
    );
    expect(channel).toMatchObject({
      title: 'Steel & Glass news',
      name: 'steel_glass',
      description: 'Facades, frames and fixings.',
      background_image: image,
      category: 'business',
      type: 'public',
      owner: { id: ana.id, username: ana.username },
      followersCount: 0,
      followedByMe: false,
      pinnedPostId: null,
    });
    expect(await getChannel(ana, channel.id)).toEqual(channel);
  });

  it('takes the address people type, hyphens included, under the same rule as groups', async () => {
    const ana = await makeUser(app);
    await ok('checkChannelName', 'PUT', '/user/channel/name', ana, { name: 'demo-remodel-tips' });
    const channel = await makeChannel(app, ana, { name: 'demo-remodel-tips' });
    expect(channel.name).toBe('demo-remodel-tips');
    const group = await makeGroup(app, ana, { name: 'demo-remodel-tips' });
    expect(group.name).toBe('demo-remodel-tips');
    for (const name of ['demo remodel', '-tips', 'x'.repeat(31)]) {
      expect((await call('PUT', '/user/channel/name', ana, { name })).status, name).toBe(400);
      expect((await call('PUT', '/user/group/name', ana, { name })).status, name).toBe(400);
    }
  });

  it('checks names without regard to case, leaving the channel being renamed out', async () => {
    const ana = await makeUser(app);
    const channel = await makeChannel(app, ana, { name: 'Roof_News' });
    const taken = await call('PUT', '/user/channel/name', ana, { name: 'roof_news' });
    expect(taken.status).toBe(409);
    expectContract('checkChannelName', 409, taken.body);
    expect(taken.body.errors).toEqual({ name: NAME_TAKEN });
    await ok('checkChannelName', 'PUT', '/user/channel/name', ana, {
      name: 'ROOF_NEWS',
      id: channel.id,
    });
    await ok('checkChannelName', 'PUT', '/user/channel/name', ana, { name: 'roof_news_2' });
    const again = await call('POST', '/user/channel', ana, {
      name: 'ROOF_NEWS',
      title: 'Copy',
      category: 'news',
      type: 'public',
    });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ name: NAME_TAKEN });
  });

  it('answers bad input with 400 and field errors, and signed-out callers with 401', async () => {
    const ana = await makeUser(app);
    const bob = await makeUser(app);
    const base = { name: 'fine_name', title: 'T', category: 'news', type: 'public' };
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'no spaces' }, 'name'],
      [{ name: 'ab' }, 'name'],
      [{ title: '   ' }, 'title'],
      [{ type: 'secret' }, 'type'],
      [{ category: 'gossip' }, 'category'],
      [{ background_image: 'never-uploaded.png' }, 'background_image'],
    ];
    for (const [change, field] of cases) {
      const bad = await call('POST', '/user/channel', ana, { ...base, ...change });
      expect(bad.status, JSON.stringify(change)).toBe(400);
      expect(bad.body.errors, JSON.stringify(change)).toHaveProperty(field);
    }
    // Someone else's picture, and a file that is not a picture.
    const bobs = await upload(bob.token);
    const notMine = await call('POST', '/user/channel', ana, { ...base, background_image: bobs });
    expect(notMine.body.errors).toEqual({ background_image: NOT_YOUR_UPLOAD });
    const pdf = await upload(ana.token, 'pdf');
    const notImage = await call('POST', '/user/channel', ana, { ...base, background_image: pdf });
    expect(notImage.body.errors).toEqual({ background_image: WRONG_KIND.image });
    expect((await call('PUT', '/user/channel/name', ana, {})).status).toBe(400);
    expect((await call('GET', '/user/channel/not-an-id', ana)).status).toBe(400);
    const unknown = await call('GET', `/user/channel/${UNKNOWN_ID}`, ana);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(CHANNEL_NOT_FOUND);
    for (const [method, path] of [
      ['GET', '/user/channels/own'],
      ['GET', '/user/channels/count'],
      ['PUT', '/user/channel/name'],
      ['POST', '/user/channel'],
      ['GET', `/user/channel/${UNKNOWN_ID}`],
      ['POST', `/user/channel/${UNKNOWN_ID}`],
      ['POST', `/user/channel/${UNKNOWN_ID}/follow`],
      ['POST', `/user/channel/${UNKNOWN_ID}/unfollow`],
      ['POST', `/user/channel/${UNKNOWN_ID}/delete`],
      ['POST', '/user/channels/order'],
      ['GET', `/user/channel/${UNKNOWN_ID}/followers`],
      ['POST', `/user/channel/${UNKNOWN_ID}/pin`],
      ['GET', '/user/channels/newsfeed'],
      ['GET', '/explore/channels'],
      ['GET', `/user/profile/${UNKNOWN_ID}/channels`],
    ]) {
      expect((await call(method!, path!, null)).status, path).toBe(401);
    }
  });
});

describe('reading and editing a channel', () => {
  it('shows a channel, private ones too, to anyone signed in; not across a block', async () => {
    const ana = await makeUser(app);
    const stranger = await makeUser(app);
    const blocked = await makeUser(app);
    const blocker = await makeUser(app);
    const channel = await makeChannel(app, ana, { type: 'private' });
    expect(await getChannel(stranger, channel.id)).toMatchObject({
      id: channel.id,
      type: 'private',
      followedByMe: false,
    });
    await block(ana, blocked);
    await block(blocker, ana);
    for (const user of [blocked, blocker]) {
      const hidden = await call('GET', `/user/channel/${channel.id}`, user);
      expect(hidden.status).toBe(404);
      expect((await call('POST', `/user/channel/${channel.id}/follow`, user)).status).toBe(404);
    }
  });

  it('lets only the owner edit (not a follower, a stranger or staff), and keeps names unique', async () => {
    const ana = await makeUser(app);
    const follower = await makeUser(app);
    const stranger = await makeUser(app);
    const staff = await makeUser(app, { role: 'admin' });
    const image = await upload(ana.token);
    const channel = await makeChannel(app, ana, { background_image: image });
    const other = await makeChannel(app, ana);
    await makeChannelFollower(app, channel, follower);
    for (const user of [follower, stranger, staff]) {
      const denied = await call('POST', `/user/channel/${channel.id}`, user, { title: 'Mine' });
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe(OWNER_ONLY);
    }
    const edited = await ok('updateChannel', 'POST', `/user/channel/${channel.id}`, ana, {
      title: 'New title',
      type: 'private',
      category: 'science',
      description: '',
      background_image: image,
    });
    expect(edited).toMatchObject({
      title: 'New title',
      type: 'private',
      category: 'science',
      description: null,
      background_image: image,
      name: channel.name,
      followersCount: 1,
    });
    const cleared = await ok('updateChannel', 'POST', `/user/channel/${channel.id}`, ana, {
      background_image: null,
    });
    expect(cleared.background_image).toBeNull();
    const renamed = await ok('updateChannel', 'POST', `/user/channel/${channel.id}`, ana, {
      name: `${channel.name}_x`,
    });
    expect(renamed.name).toBe(`${channel.name}_x`);
    const clash = await call('POST', `/user/channel/${channel.id}`, ana, {
      name: other.name.toUpperCase(),
    });
    expect(clash.status).toBe(409);
    expect((await call('POST', `/user/channel/${channel.id}`, ana, {})).status).toBe(400);
    const badTitle = await call('POST', `/user/channel/${channel.id}`, ana, { title: ' ' });
    expect(badTitle.body.errors).toHaveProperty('title');
    const badImage = await call('POST', `/user/channel/${channel.id}`, ana, {
      background_image: 'nope.png',
    });
    expect(badImage.body.errors).toEqual({ background_image: NOT_YOUR_UPLOAD });
    expect((await call('POST', `/user/channel/${UNKNOWN_ID}`, ana, { title: 'x' })).status).toBe(
      404,
    );
  });

  it('deletes a channel with the owner password only, and its posts with it', async () => {
    const ana = await makeUser(app);
    const follower = await makeUser(app);
    const staff = await makeUser(app, { role: 'moderator' });
    const channel = await makeChannel(app, ana);
    await makeChannelFollower(app, channel, follower);
    const post = await makePost(app, ana, { channelId: channel.id });
    for (const user of [follower, staff]) {
      const denied = await call('POST', `/user/channel/${channel.id}/delete`, user, {
        password: TEST_PASSWORD,
      });
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe(OWNER_ONLY);
    }
    const wrong = await call('POST', `/user/channel/${channel.id}/delete`, ana, {
      password: 'not the password',
    });
    expect(wrong.status).toBe(403);
    expectContract('deleteChannel', 403, wrong.body);
    expect(wrong.body.message).toBe(WRONG_PASSWORD);
    expect((await call('POST', `/user/channel/${channel.id}/delete`, ana, {})).status).toBe(400);
    await ok('deleteChannel', 'POST', `/user/channel/${channel.id}/delete`, ana, {
      password: TEST_PASSWORD,
    });
    expect((await call('GET', `/user/channel/${channel.id}`, ana)).status).toBe(404);
    expect((await call('GET', `/user/post/${post.id}`, follower)).status).toBe(404);
    expect(await ownChannels(follower)).toEqual([]);
    expect(ids((await call('GET', '/user/newsfeed', follower)).body)).not.toContain(post.id);
  });
});

describe('following a channel', () => {
  it('follows once however often asked, lists followers newest first, and unfollows', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const cleo = await makeUser(app);
    const channel = await makeChannel(app, ana);
    await ok('followChannel', 'POST', `/user/channel/${channel.id}/follow`, ben);
    await ok('followChannel', 'POST', `/user/channel/${channel.id}/follow`, ben);
    await ok('followChannel', 'POST', `/user/channel/${channel.id}/follow`, cleo);
    expect(await getChannel(ben, channel.id)).toMatchObject({
      followersCount: 2,
      followedByMe: true,
    });
    expect(await getChannel(ana, channel.id)).toMatchObject({ followedByMe: false });
    const followers = await ok(
      'listChannelFollowers',
      'GET',
      `/user/channel/${channel.id}/followers`,
      ana,
    );
    expect(followers.items.map((u: any) => u.id)).toEqual([cleo.id, ben.id]);
    const page = await ok(
      'listChannelFollowers',
      'GET',
      `/user/channel/${channel.id}/followers?skip=1&limit=1`,
      cleo,
    );
    expect(page.items.map((u: any) => u.id)).toEqual([ben.id]);
    // Someone the reader blocked is not listed to them.
    await block(cleo, ben);
    const seenByCleo = await ok(
      'listChannelFollowers',
      'GET',
      `/user/channel/${channel.id}/followers`,
      cleo,
    );
    expect(seenByCleo.items.map((u: any) => u.id)).toEqual([cleo.id]);
    await ok('unfollowChannel', 'POST', `/user/channel/${channel.id}/unfollow`, ben);
    await ok('unfollowChannel', 'POST', `/user/channel/${channel.id}/unfollow`, ben);
    expect(await getChannel(ben, channel.id)).toMatchObject({
      followersCount: 1,
      followedByMe: false,
    });
    // The owner's posts are theirs already: following their own channel is refused.
    for (const action of ['follow', 'unfollow']) {
      const own = await call('POST', `/user/channel/${channel.id}/${action}`, ana);
      expect(own.status).toBe(400);
      expect(own.body.message).toBe(OWN_CHANNEL);
    }
    for (const path of ['follow', 'unfollow', 'followers']) {
      const method = path === 'followers' ? 'GET' : 'POST';
      expect((await call(method, `/user/channel/${UNKNOWN_ID}/${path}`, ben)).status).toBe(404);
    }
  });

  it("lists and counts the caller's channels by ownership, in the caller's own order", async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const mine = await makeChannel(app, ana, { title: 'Ana builds' });
    const bens = await makeChannel(app, ben, { title: 'Ben paints' });
    const bens2 = await makeChannel(app, ben, { title: 'Ben plumbs' });
    await makeChannelFollower(app, bens, ana);
    await makeChannelFollower(app, bens2, ana);
    expect(await ownChannels(ana)).toEqual([bens2.id, bens.id, mine.id]);
    expect(await ownChannels(ana, '?type=owner')).toEqual([mine.id]);
    expect(await ownChannels(ana, '?type=follower')).toEqual([bens2.id, bens.id]);
    expect(await ownChannels(ana, '?text=paints')).toEqual([bens.id]);
    expect(await ownChannels(ana, '?skip=1&limit=1')).toEqual([bens.id]);
    const listed = await ok('listOwnChannels', 'GET', '/user/channels/own?type=follower', ana);
    expect(listed.items[0]).toMatchObject({ followedByMe: true, owner: { id: ben.id } });
    const count = (query: string) =>
      ok('countOwnChannels', 'GET', `/user/channels/count${query}`, ana);
    expect(await count('')).toEqual({ count: 3 });
    expect(await count('?type=owner')).toEqual({ count: 1 });
    expect(await count('?type=follower')).toEqual({ count: 2 });

    await ok('reorderChannels', 'POST', '/user/channels/order', ana, {
      order: [mine.id, bens.id],
    });
    expect(await ownChannels(ana)).toEqual([mine.id, bens.id, bens2.id]);
    // Only the caller's own order changed.
    expect(await ownChannels(ben)).toEqual([bens2.id, bens.id]);
    const strangers = await makeChannel(app, ben);
    const notMine = await call('POST', '/user/channels/order', ana, {
      order: [mine.id, strangers.id],
    });
    expect(notMine.status).toBe(404);
    expect(notMine.body.message).toBe(NOT_YOUR_CHANNEL);
    expect((await call('POST', '/user/channels/order', ana, { order: [] })).status).toBe(400);
    expect((await call('GET', '/user/channels/own?type=member', ana)).status).toBe(400);
    expect((await call('GET', '/user/channels/count?type=member', ana)).status).toBe(400);
  });
});

describe('posting into a channel and pinning', () => {
  it('lets only the owner post into a channel; the post carries the channel', async () => {
    const ana = await makeUser(app);
    const follower = await makeUser(app);
    const staff = await makeUser(app, { role: 'admin' });
    const channel = await makeChannel(app, ana, { title: 'Ana on site' });
    await makeChannelFollower(app, channel, follower);
    const post = await makePost(app, ana, { channelId: channel.id });
    expect(post.channel).toMatchObject({
      id: channel.id,
      name: channel.name,
      title: 'Ana on site',
      type: 'public',
      followersCount: 1,
    });
    for (const user of [follower, staff]) {
      const denied = await call('POST', '/user/post', user, {
        text: '<p>Let me in</p>',
        channelId: channel.id,
      });
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe(NOT_CHANNEL_OWNER);
    }
    const unknown = await call('POST', '/user/post', ana, { text: 'x', channelId: UNKNOWN_ID });
    expect(unknown.status).toBe(404);
    const group = await makeGroup(app, ana);
    const both = await call('POST', '/user/post', ana, {
      text: 'x',
      channelId: channel.id,
      groupId: group.id,
    });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe(GROUP_OR_CHANNEL);
    // A reply stays out of the channel; the channel post shows on the owner's profile too.
    const reply = await call('POST', `/user/post/${post.id}/reply`, follower, { text: 'Nice' });
    expect(reply.status).toBe(201);
    expect(reply.body.channel).toBeNull();
    expect(await channelPosts(follower, `channelId=${channel.id}`)).toEqual([post.id]);
    const profile = await call('GET', `/user/newsfeed/${ana.id}`, follower);
    expect(ids(profile.body)).toContain(post.id);
  });

  it('pins a post of the channel on top, for the owner only; null unpins', async () => {
    const ana = await makeUser(app);
    const follower = await makeUser(app);
    const staff = await makeUser(app, { role: 'admin' });
    const channel = await makeChannel(app, ana);
    const other = await makeChannel(app, ana);
    await makeChannelFollower(app, channel, follower);
    const first = await makePost(app, ana, { channelId: channel.id });
    const second = await makePost(app, ana, { channelId: channel.id });
    const elsewhere = await makePost(app, ana, { channelId: other.id });
    const plain = await makePost(app, ana);
    const reply = await call('POST', `/user/post/${first.id}/reply`, ana, { text: 'More' });
    expect(await channelPosts(follower, `channelId=${channel.id}`)).toEqual([second.id, first.id]);

    for (const user of [follower, staff]) {
      const denied = await call('POST', `/user/channel/${channel.id}/pin`, user, {
        postId: first.id,
      });
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe(OWNER_ONLY);
    }
    for (const postId of [elsewhere.id, plain.id, reply.body.id, UNKNOWN_ID]) {
      const refused = await call('POST', `/user/channel/${channel.id}/pin`, ana, { postId });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(POST_NOT_IN_CHANNEL);
    }
    const pinned = await ok('pinChannelPost', 'POST', `/user/channel/${channel.id}/pin`, ana, {
      postId: first.id,
    });
    expect(pinned.pinnedPostId).toBe(first.id);
    expect(await getChannel(follower, channel.id)).toMatchObject({ pinnedPostId: first.id });
    // Pinned first on the channel's page, newest first after it; pages keep that order.
    expect(await channelPosts(follower, `channelId=${channel.id}`)).toEqual([first.id, second.id]);
    expect(await channelPosts(follower, `channelId=${channel.id}&skip=1&limit=1`)).toEqual([
      second.id,
    ]);
    const unpinned = await ok('pinChannelPost', 'POST', `/user/channel/${channel.id}/pin`, ana, {
      postId: null,
    });
    expect(unpinned.pinnedPostId).toBeNull();
    expect((await call('POST', `/user/channel/${channel.id}/pin`, ana, {})).status).toBe(400);
    // A pinned post deleted since is no longer pinned.
    await ok('pinChannelPost', 'POST', `/user/channel/${channel.id}/pin`, ana, {
      postId: second.id,
    });
    expect((await call('DELETE', `/user/post/${second.id}`, ana)).status).toBe(200);
    expect(await getChannel(follower, channel.id)).toMatchObject({ pinnedPostId: null });
    expect(await channelPosts(follower, `channelId=${channel.id}`)).toEqual([first.id]);
  });

  it('searches a channel, reads all followed channels, and fills the home feed', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const reader = await makeUser(app);
    const anas = await makeChannel(app, ana);
    const bens = await makeChannel(app, ben);
    const quiet = await makeChannel(app, ben);
    const beams = await makePost(app, ana, { channelId: anas.id, text: '<p>Steel beams</p>' });
    const tiles = await makePost(app, ana, { channelId: anas.id, text: '<p>Roof #tiles</p>' });
    const paint = await makePost(app, ben, { channelId: bens.id, text: '<p>Fresh paint</p>' });
    const notFollowed = await makePost(app, ben, { channelId: quiet.id });
    const bensOwn = await makePost(app, ben);
    expect(await channelPosts(reader, `channelId=${anas.id}&search=BEAMS`)).toEqual([beams.id]);
    expect(await channelPosts(reader, `channelId=${anas.id}&search=%23tiles`)).toEqual([tiles.id]);
    expect(await channelPosts(reader, `channelId=${anas.id}&search=steel%20roof`)).toEqual([]);
    expect(await channelPosts(reader, '')).toEqual([]);
    const home = async () => ids((await call('GET', '/user/newsfeed?limit=50', reader)).body);
    expect(await home()).toEqual([]);

    await makeChannelFollower(app, anas, reader);
    await makeChannelFollower(app, bens, reader);
    expect(await channelPosts(reader, '')).toEqual([paint.id, tiles.id, beams.id]);
    expect(await channelPosts(reader, 'search=paint')).toEqual([paint.id]);
    // Followed channels' posts, not the owners' other posts nor their other channels.
    expect(await home()).toEqual([paint.id, tiles.id, beams.id]);
    expect(await home()).not.toContain(bensOwn.id);
    expect(await home()).not.toContain(notFollowed.id);
    // The live "new posts" count knows them too.
    const newer = await call('GET', `/user/newsfeed/check/${beams.id}`, reader);
    expect(newer.body).toEqual({ count: 2 });
    await ok('unfollowChannel', 'POST', `/user/channel/${bens.id}/unfollow`, reader);
    expect(await home()).toEqual([tiles.id, beams.id]);
    // A block hides the channel's posts like any of the person's posts.
    await block(reader, ana);
    expect(await home()).toEqual([]);
    expect((await call('GET', `/user/channels/newsfeed?channelId=${anas.id}`, reader)).status).toBe(
      404,
    );
    expect((await call('GET', `/user/channels/newsfeed?channelId=${UNKNOWN_ID}`, ben)).status).toBe(
      404,
    );
  });
});

describe('private channels', () => {
  it('are read through their address, never listed where anyone may browse', async () => {
    const ana = await makeUser(app);
    const fan = await makeUser(app); // follows Ana, not the channel
    const subscriber = await makeUser(app); // follows the channel
    const stranger = await makeUser(app);
    await call('POST', `/user/${ana.id}/follow`, fan);
    const channel = await makeChannel(app, ana, { type: 'private', name: 'ana_private' });
    await makeChannelFollower(app, channel, subscriber);
    const word = `hush${Date.now()}`;
    const post = await makePost(app, ana, { channelId: channel.id, text: `<p>${word}</p>` });
    const open = await makePost(app, ana, { text: `<p>${word} open</p>` });
    // Everyone keeps a list with Ana on it.
    const lists = new Map<string, string>();
    for (const user of [ana, fan, subscriber, stranger]) {
      lists.set(user.id, (await makeUserList(app, user, user === ana ? [] : [ana])).id);
    }

    const seen = async (user: TestUser) => ({
      home: ids((await call('GET', '/user/newsfeed?limit=100', user)).body).includes(post.id),
      local: ids((await call('GET', '/user/newsfeed?source=local&limit=100', user)).body).includes(
        post.id,
      ),
      profile: ids((await call('GET', `/user/newsfeed/${ana.id}?limit=100`, user)).body).includes(
        post.id,
      ),
      channel: (await channelPosts(user, `channelId=${channel.id}`)).includes(post.id),
      post: (await call('GET', `/user/post/${post.id}`, user)).status,
      search: ids(
        (
          await api(app.url, 'POST', '/user/newsfeed/search', {
            token: user.token,
            body: { q: word },
          })
        ).body,
      ).includes(post.id),
      list:
        user === ana ||
        ids(
          (await call('GET', `/user/list/${lists.get(user.id)}/newsfeed?limit=100`, user)).body,
        ).includes(post.id),
    });
    expect(await seen(ana)).toEqual({
      home: true,
      local: true,
      profile: true,
      channel: true,
      post: 200,
      search: true,
      list: true,
    });
    // Search and lists are places to browse: even a follower of the channel finds it there not.
    expect(await seen(subscriber)).toEqual({
      home: true,
      local: false,
      profile: false,
      channel: true,
      post: 200,
      search: false,
      list: false,
    });
    for (const user of [fan, stranger]) {
      expect(await seen(user)).toEqual({
        home: false,
        local: false,
        profile: false,
        channel: true,
        post: 200,
        search: false,
        list: false,
      });
    }
    // Ana's other posts still reach her followers.
    expect(ids((await call('GET', '/user/newsfeed', fan)).body)).toContain(open.id);
    // Visitors see neither the post nor the channel.
    const visitorFeed = await call('GET', `/newsfeed/public?search=${word}`, null);
    expect(ids(visitorFeed.body)).toEqual([open.id]);
    expect((await call('GET', `/post/${post.id}`, null)).status).toBe(404);
    // Not in explore, whatever the search; on profiles only for those who own or follow it.
    const explore = await ok('exploreChannels', 'GET', '/explore/channels?search=ana_private', fan);
    expect(explore.items).toEqual([]);
    const tab = async (user: TestUser) =>
      (
        (await ok('listProfileChannels', 'GET', `/user/profile/${ana.id}/channels`, user))
          .items as any[]
      ).map((i) => i.channel.id);
    expect(await tab(ana)).toEqual([channel.id]);
    expect(await tab(subscriber)).toEqual([channel.id]);
    expect(await tab(stranger)).toEqual([]);

    // Made public, it is listed again.
    await ok('updateChannel', 'POST', `/user/channel/${channel.id}`, ana, { type: 'public' });
    expect(await seen(stranger)).toMatchObject({
      local: true,
      profile: true,
      search: true,
      list: true,
    });
    expect(await seen(fan)).toMatchObject({ home: true });
  });
});

describe('announcing channel posts live', () => {
  async function listen(user: TestUser) {
    const socket = connectTrestleSocket({
      baseUrl: app.url,
      token: user.token,
      transports: ['websocket'],
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const events: string[] = [];
    socket.on('newsfeed:new', (event) => events.push(event.source));
    return { socket, events };
  }

  it("tells a channel's followers; a private channel's post goes to them only", async () => {
    const ana = await makeUser(app);
    const fan = await makeUser(app); // follows Ana, not her channels
    const subscriber = await makeUser(app); // follows the channels, not Ana
    await call('POST', `/user/${ana.id}/follow`, fan);
    const open = await makeChannel(app, ana);
    const hidden = await makeChannel(app, ana, { type: 'private' });
    await makeChannelFollower(app, open, subscriber);
    await makeChannelFollower(app, hidden, subscriber);
    const [fanSide, subscriberSide] = await Promise.all([listen(fan), listen(subscriber)]);
    try {
      // The private channel's post first: once it is announced, the open channel's. Had the
      // first reached the fan, it would be in their events before the second's.
      await makePost(app, ana, { channelId: hidden.id });
      await jobsSettled(app, 'posts.announce');
      await eventually(() => subscriberSide.events.length === 1);
      await makePost(app, ana, { channelId: open.id });
      await eventually(() => fanSide.events.length >= 2 && subscriberSide.events.length >= 3);
      expect(fanSide.events.sort()).toEqual(['following', 'local']);
      expect(subscriberSide.events.sort()).toEqual(['following', 'following', 'local']);
    } finally {
      fanSide.socket.disconnect();
      subscriberSide.socket.disconnect();
    }
  }, 30_000);
});

describe('explore and the profile channels tab', () => {
  it('finds public channels by words and category, most followers first', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const reader = await makeUser(app);
    const blocked = await makeUser(app);
    const tag = `zq${Date.now().toString(36)}`;
    const small = await makeChannel(app, ana, {
      name: `${tag}_small`,
      title: 'Small crew',
      category: 'arts',
    });
    const big = await makeChannel(app, ben, {
      title: `Big ${tag}`,
      description: 'Cranes',
      category: 'business',
    });
    const byDescription = await makeChannel(app, ben, {
      description: `About ${tag} things`,
      category: 'news',
    });
    await makeChannelFollower(app, big, ana);
    await makeChannelFollower(app, big, reader);
    await makeChannelFollower(app, byDescription, ana);
    const explore = async (query: string, user = reader) =>
      ((await ok('exploreChannels', 'GET', `/explore/channels?${query}`, user)).items as any[]).map(
        (c) => c.id,
      );
    expect(await explore(`search=${tag}`)).toEqual([big.id, byDescription.id, small.id]);
    // An exact name comes first.
    expect(await explore(`search=${tag}_small`)).toEqual([small.id]);
    expect(await explore(`search=${tag}&categories=arts&categories=business`)).toEqual([
      big.id,
      small.id,
    ]);
    expect(await explore(`search=${tag}&skip=1&limit=1`)).toEqual([byDescription.id]);
    const page = await ok('exploreChannels', 'GET', `/explore/channels?search=${tag}`, reader);
    expect(page.items[0]).toMatchObject({ id: big.id, followedByMe: true, followersCount: 2 });
    expect(page.items[2]).toMatchObject({ id: small.id, followedByMe: false });
    await block(ana, blocked);
    expect(await explore(`search=${tag}`, blocked)).toEqual([big.id, byDescription.id]);
    expect((await call('GET', '/explore/channels?categories=gossip', reader)).status).toBe(400);
  });

  it("lists a person's channels by ownership, with their role", async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const viewer = await makeUser(app);
    const own = await makeChannel(app, ana);
    const followed = await makeChannel(app, ben);
    await makeChannelFollower(app, followed, ana);
    await makeChannelFollower(app, own, viewer);
    const tab = (query: string) =>
      ok('listProfileChannels', 'GET', `/user/profile/${ana.id}/channels${query}`, viewer);
    const all = await tab('');
    expect(all.items).toEqual([
      {
        channel: expect.objectContaining({ id: followed.id, followedByMe: false }),
        role: 'follower',
      },
      { channel: expect.objectContaining({ id: own.id, followedByMe: true }), role: 'owner' },
    ]);
    expect((await tab('?ownership=owner')).items.map((i: any) => i.channel.id)).toEqual([own.id]);
    expect((await tab('?ownership=follower')).items.map((i: any) => i.channel.id)).toEqual([
      followed.id,
    ]);
    const bad = await call('GET', `/user/profile/${ana.id}/channels?ownership=member`, viewer);
    expect(bad.status).toBe(400);
    expect((await call('GET', `/user/profile/${UNKNOWN_ID}/channels`, viewer)).status).toBe(404);
  });
});
