// Groups through the API: the name check, create, read, edit, delete and hand-over with the
// password; joining open, closed and private groups; requests, roles and blocks; member lists and
// counts for the owner and moderators; the caller's groups, their order and count; explore; and
// posting into a group, its feed and the groups feed. Every call checked against the contract.
import { describe, expect, it } from 'vitest';
import { apiCalls } from '../../../test/support/calls';
import { useTestApp } from '../../../test/support/app';
import {
  TEST_PASSWORD,
  makeGroup,
  makeGroupMember,
  makePost,
  makeUser,
  type TestUser,
} from '../../../test/support/factories';
import { NOT_GROUP_MEMBER } from '../posts/policy';
import {
  ALREADY_ASKED,
  ALREADY_MEMBER,
  BLOCKED_FROM_GROUP,
  MODERATORS_ONLY,
  NAME_TAKEN,
  OUTRANKS_YOU,
  OWNER_CANNOT_LEAVE,
  OWNER_ONLY,
  PRIVATE_GROUP,
  WRONG_PASSWORD,
} from './policy';

const app = useTestApp();
const UNKNOWN_ID = '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10';

const { call, ok } = apiCalls(() => app);

const getGroup = (user: TestUser, id: string) => ok('getGroup', 'GET', `/user/group/${id}`, user);
const members = async (user: TestUser, id: string, query = '') =>
  (await ok('listGroupMembers', 'GET', `/user/group/${id}/members${query}`, user)).items as any[];

describe('creating and naming groups', () => {
  it('creates a group with its rules; the caller is its owner and first member', async () => {
    const ana = await makeUser(app);
    const group = await ok(
      'createGroup',
      'POST',
      '/user/groups',
      ana,
      {
        name: 'bridge-builders',
        title: 'Bridge builders',
        description: 'Steel and concrete',
        category: 'business',
        type: 'closed',
        rules: [{ title: 'Be kind', description: 'No insults' }, { title: 'Stay on topic' }],
      },
      201,
    );
    expect(group).toMatchObject({
      name: 'bridge-builders',
      type: 'closed',
      myRole: 'owner',
      membersCount: 1,
      privateGroup: false,
      owner: { id: ana.id },
      member_requests_count: 0,
      reports_count: 0,
    });
    expect(group.rules.map((r: any) => r.title)).toEqual(['Be kind', 'Stay on topic']);
    expect(group.rules[1].description).toBe('');
  });

  it('checks names without regard to case, leaving the group being renamed out', async () => {
    const ana = await makeUser(app);
    const group = await makeGroup(app, ana, { name: 'Roofers-Guild' });
    const taken = await call('PUT', '/user/group/name', ana, { name: 'roofers-guild' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ name: NAME_TAKEN });
    await ok('checkGroupName', 'PUT', '/user/group/name', ana, {
      name: 'Roofers-Guild',
      id: group.id,
    });
    await ok('checkGroupName', 'PUT', '/user/group/name', ana, { name: 'Roofers-Union' });
    const again = await call('POST', '/user/groups', ana, {
      name: 'ROOFERS-GUILD',
      title: 'Copy',
      type: 'open',
    });
    expect(again.status).toBe(409);
  });

  it('answers bad input with 400 and field errors, and signed-out callers with 401', async () => {
    const ana = await makeUser(app);
    const bad = await call('POST', '/user/groups', ana, { name: '-x', title: 'T', type: 'open' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('name');
    const blankTitle = await call('POST', '/user/groups', ana, {
      name: 'fine-name',
      title: '   ',
      type: 'open',
    });
    expect(blankTitle.status).toBe(400);
    expect(blankTitle.body.errors).toHaveProperty('title');
    const wrongType = await call('POST', '/user/groups', ana, {
      name: 'fine-name',
      title: 'T',
      type: 'secret',
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toHaveProperty('type');
    expect((await call('PUT', '/user/group/name', ana, {})).status).toBe(400);
    for (const [method, path] of [
      ['POST', '/user/groups'],
      ['PUT', '/user/group/name'],
      ['GET', `/user/group/${UNKNOWN_ID}`],
      ['GET', '/user/groups/own'],
      ['GET', '/user/groups/count'],
      ['GET', '/user/groups/newsfeed'],
      ['GET', `/user/groups/newsfeed/${UNKNOWN_ID}`],
      ['POST', `/user/group/${UNKNOWN_ID}/join`],
      ['GET', `/user/group/${UNKNOWN_ID}/members`],
      ['GET', '/explore/groups'],
    ]) {
      expect((await call(method!, path!, null)).status, path).toBe(401);
    }
    expect((await call('GET', '/user/group/not-an-id', ana)).status).toBe(400);
    expect((await call('GET', `/user/group/${UNKNOWN_ID}`, ana)).status).toBe(404);
  });
});

describe('reading and editing a group', () => {
  it('shows a private group to outsiders without its rules, and to members in full', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const cleo = await makeUser(app);
    const group = await makeGroup(app, ana, {
      type: 'private',
      rules: [{ title: 'Members only' }],
    });
    await makeGroupMember(app, group, ben);
    expect(await getGroup(cleo, group.id)).toMatchObject({
      privateGroup: true,
      rules: [],
      myRole: null,
      membersCount: 2,
    });
    expect(await getGroup(ben, group.id)).toMatchObject({
      privateGroup: false,
      rules: [{ title: 'Members only' }],
      myRole: 'member',
    });
  });

  it('lets only the owner edit, and keeps names unique', async () => {
    const ana = await makeUser(app);
    const mod = await makeUser(app);
    const member = await makeUser(app);
    const group = await makeGroup(app, ana);
    const other = await makeGroup(app, ana);
    await makeGroupMember(app, group, mod, 'moderator');
    await makeGroupMember(app, group, member);
    for (const user of [mod, member]) {
      const denied = await call('POST', `/user/group/${group.id}`, user, { title: 'Mine' });
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe(OWNER_ONLY);
    }
    const edited = await ok('updateGroup', 'POST', `/user/group/${group.id}`, ana, {
      title: 'New title',
      type: 'private',
      avatar: null,
    });
    expect(edited).toMatchObject({ title: 'New title', type: 'private', name: group.name });
    const clash = await call('POST', `/user/group/${group.id}`, ana, { name: other.name });
    expect(clash.status).toBe(409);
    expect((await call('POST', `/user/group/${group.id}`, ana, {})).status).toBe(400);
    const badName = await call('POST', `/user/group/${group.id}`, ana, { name: 'a' });
    expect(badName.status).toBe(400);
    expect(badName.body.errors).toHaveProperty('name');
  });

  it('deletes a group with the owner password only, and its posts with it', async () => {
    const ana = await makeUser(app);
    const mod = await makeUser(app);
    const group = await makeGroup(app, ana);
    await makeGroupMember(app, group, mod, 'moderator');
    const post = await makePost(app, ana, { groupId: group.id });
    const byMod = await call('POST', `/user/group/${group.id}/delete`, mod, {
      password: TEST_PASSWORD,
    });
    expect(byMod.status).toBe(403);
    const wrong = await call('POST', `/user/group/${group.id}/delete`, ana, { password: 'nope' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(WRONG_PASSWORD);
    expect((await call('POST', `/user/group/${group.id}/delete`, ana, {})).status).toBe(400);
    await ok('deleteGroup', 'POST', `/user/group/${group.id}/delete`, ana, {
      password: TEST_PASSWORD,
    });
    expect((await call('GET', `/user/group/${group.id}`, ana)).status).toBe(404);
    expect((await call('GET', `/user/post/${post.id}`, ana)).status).toBe(404);
  });

  it('hands the group over with the password; the old owner stays as a moderator', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const outsider = await makeUser(app);
    const group = await makeGroup(app, ana);
    await makeGroupMember(app, group, ben);
    const path = `/user/group/${group.id}/transfer`;
    expect((await call('POST', path, ben, { owner: ben.id, password: TEST_PASSWORD })).status).toBe(
      403,
    );
    expect((await call('POST', path, ana, { owner: ben.id, password: 'wrong' })).status).toBe(403);
    expect(
      (await call('POST', path, ana, { owner: outsider.id, password: TEST_PASSWORD })).status,
    ).toBe(404);
    expect((await call('POST', path, ana, { owner: 'x', password: TEST_PASSWORD })).status).toBe(
      400,
    );
    const moved = await ok('transferGroup', 'POST', path, ana, {
      owner: ben.id,
      password: TEST_PASSWORD,
    });
    expect(moved).toMatchObject({ owner: { id: ben.id }, myRole: 'moderator' });
    expect((await getGroup(ben, group.id)).myRole).toBe('owner');
    const leave = await call('POST', `/user/group/${group.id}/cancel`, ben);
    expect(leave.status).toBe(403);
    expect(leave.body.message).toBe(OWNER_CANNOT_LEAVE);
    await ok('leaveGroup', 'POST', `/user/group/${group.id}/cancel`, ana);
    expect((await getGroup(ben, group.id)).membersCount).toBe(1);
  });
});

describe('joining, requests, roles and blocks', () => {
  it('joins an open group at once; leaving makes room to join again', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const group = await makeGroup(app, ana, { type: 'open' });
    expect(await ok('joinGroup', 'POST', `/user/group/${group.id}/join`, ben)).toEqual({
      status: 'active',
    });
    const twice = await call('POST', `/user/group/${group.id}/join`, ben);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(ALREADY_MEMBER);
    expect(await getGroup(ben, group.id)).toMatchObject({ myRole: 'member', membersCount: 2 });
    await ok('leaveGroup', 'POST', `/user/group/${group.id}/cancel`, ben);
    expect((await call('POST', `/user/group/${group.id}/cancel`, ben)).status).toBe(404);
    expect((await ok('joinGroup', 'POST', `/user/group/${group.id}/join`, ben)).status).toBe(
      'active',
    );
  });

  it('asks to join a closed group; moderators accept or reject, members cannot; requests can be withdrawn', async () => {
    const ana = await makeUser(app);
    const mod = await makeUser(app);
    const member = await makeUser(app);
    const ben = await makeUser(app);
    const cleo = await makeUser(app);
    const group = await makeGroup(app, ana, { type: 'closed' });
    await makeGroupMember(app, group, mod, 'moderator');
    await makeGroupMember(app, group, member);
    expect((await ok('joinGroup', 'POST', `/user/group/${group.id}/join`, ben)).status).toBe(
      'pending',
    );
    expect((await call('POST', `/user/group/${group.id}/join`, ben)).body.message).toBe(
      ALREADY_ASKED,
    );
    await ok('joinGroup', 'POST', `/user/group/${group.id}/join`, cleo);
    expect((await getGroup(ben, group.id)).myRole).toBe('pending');
    expect((await getGroup(ana, group.id)).member_requests_count).toBe(2);
    expect((await getGroup(mod, group.id)).member_requests_count).toBe(2);
    expect((await getGroup(member, group.id)).member_requests_count).toBe(0);

    const pending = await members(mod, group.id, '?status=pending');
    expect(pending.map((m) => m.user.id).sort()).toEqual([ben.id, cleo.id].sort());
    const peek = await call('GET', `/user/group/${group.id}/members?status=pending`, member);
    expect(peek.status).toBe(403);
    expect(peek.body.message).toBe(MODERATORS_ONLY);

    const byMember = await call('POST', `/user/group/${group.id}/member/${ben.id}/accept`, member);
    expect(byMember.status).toBe(403);
    const accepted = await ok(
      'acceptGroupMember',
      'POST',
      `/user/group/${group.id}/member/${ben.id}/accept`,
      mod,
    );
    expect(accepted).toMatchObject({ user: { id: ben.id }, role: 'member', status: 'active' });
    expect(
      (await call('POST', `/user/group/${group.id}/member/${ben.id}/accept`, mod)).status,
    ).toBe(404);
    await ok('rejectGroupMember', 'POST', `/user/group/${group.id}/member/${cleo.id}/reject`, ana);
    expect(
      (await call('POST', `/user/group/${group.id}/member/${cleo.id}/reject`, ana)).status,
    ).toBe(404);
    // Turned down, not blocked: cleo may ask again, and withdraw.
    await ok('joinGroup', 'POST', `/user/group/${group.id}/join`, cleo);
    await ok('leaveGroup', 'POST', `/user/group/${group.id}/cancel`, cleo);
    expect((await getGroup(ana, group.id)).member_requests_count).toBe(0);
    expect((await getGroup(ana, group.id)).membersCount).toBe(4);
    expect(
      (await call('POST', `/user/group/${UNKNOWN_ID}/member/${ben.id}/accept`, ana)).status,
    ).toBe(404);
  });

  it('makes moderators and members (owner only)', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const cleo = await makeUser(app);
    const group = await makeGroup(app, ana);
    await makeGroupMember(app, group, ben);
    await makeGroupMember(app, group, cleo, 'moderator');
    const byMod = await call('POST', `/user/group/${group.id}/member/${ben.id}/moderator`, cleo);
    expect(byMod.status).toBe(403);
    const promoted = await ok(
      'promoteGroupMember',
      'POST',
      `/user/group/${group.id}/member/${ben.id}/moderator`,
      ana,
    );
    expect(promoted).toMatchObject({ role: 'moderator', user: { id: ben.id } });
    const demoted = await ok(
      'demoteGroupMember',
      'POST',
      `/user/group/${group.id}/member/${cleo.id}/member`,
      ana,
    );
    expect(demoted.role).toBe('member');
    expect(
      (await call('POST', `/user/group/${group.id}/member/${ana.id}/member`, ana)).status,
    ).toBe(404);
    const outsider = await makeUser(app);
    expect(
      (await call('POST', `/user/group/${group.id}/member/${outsider.id}/moderator`, ana)).status,
    ).toBe(404);
    const list = await members(cleo, group.id);
    expect(list.map((m) => [m.user.id, m.role])).toEqual([
      [ana.id, 'owner'],
      [ben.id, 'moderator'],
      [cleo.id, 'member'],
    ]);
    expect((await members(cleo, group.id, '?role=moderator')).map((m) => m.user.id)).toEqual([
      ben.id,
    ]);
  });

  it('blocks people: they are out and cannot ask again; moderators cannot block upward', async () => {
    const ana = await makeUser(app);
    const mod = await makeUser(app);
    const mod2 = await makeUser(app);
    const ben = await makeUser(app);
    const member = await makeUser(app);
    const group = await makeGroup(app, ana, { type: 'closed' });
    await makeGroupMember(app, group, mod, 'moderator');
    await makeGroupMember(app, group, mod2, 'moderator');
    await makeGroupMember(app, group, ben);
    await makeGroupMember(app, group, member);
    const path = (user: TestUser) => `/user/group/${group.id}/member/${user.id}/block`;
    expect((await call('POST', path(ben), member)).status).toBe(403);
    const upward = await call('POST', path(mod2), mod);
    expect(upward.status).toBe(403);
    expect(upward.body.message).toBe(OUTRANKS_YOU);
    expect((await call('POST', path(ana), mod)).status).toBe(403);
    await ok('blockGroupMember', 'POST', path(ben), mod);
    await ok('blockGroupMember', 'POST', path(mod2), ana);
    const again = await call('POST', `/user/group/${group.id}/join`, ben);
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(BLOCKED_FROM_GROUP);
    expect((await call('GET', `/user/group/${group.id}`, ben)).status).toBe(403);
    expect((await call('POST', `/user/group/${group.id}/cancel`, ben)).status).toBe(404);
    const blocked = await members(mod, group.id, '?status=blocked');
    expect(blocked.map((m) => m.user.id).sort()).toEqual([ben.id, mod2.id].sort());
    expect((await getGroup(ana, group.id)).membersCount).toBe(3);
    expect(
      (await call('POST', `/user/group/${group.id}/member/${UNKNOWN_ID}/block`, ana)).status,
    ).toBe(404);
  });

  it('keeps a private group’s members from outsiders', async () => {
    const ana = await makeUser(app);
    const outsider = await makeUser(app);
    const group = await makeGroup(app, ana, { type: 'private' });
    const denied = await call('GET', `/user/group/${group.id}/members`, outsider);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(PRIVATE_GROUP);
    expect((await ok('joinGroup', 'POST', `/user/group/${group.id}/join`, outsider)).status).toBe(
      'pending',
    );
    expect((await call('GET', `/user/group/${group.id}/members`, outsider)).status).toBe(403);
    expect((await call('GET', `/user/group/${group.id}/members?status=nope`, ana)).status).toBe(
      400,
    );
    expect((await members(ana, group.id, `?search=${ana.username}`)).length).toBe(1);
  });
});

describe("the caller's groups", () => {
  it('lists, counts, filters and orders them', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const owned = await makeGroup(app, ana, { title: 'Alpha crew' });
    const moderated = await makeGroup(app, ben, { title: 'Beta crew' });
    const joined = await makeGroup(app, ben, { title: 'Gamma crew' });
    const asked = await makeGroup(app, ben, { type: 'closed' });
    await makeGroupMember(app, moderated, ana, 'moderator');
    await makeGroupMember(app, joined, ana);
    await makeGroupMember(app, asked, ana, 'pending');
    const own = async (query = '') =>
      ((await ok('listOwnGroups', 'GET', `/user/groups/own${query}`, ana)).items as any[]).map(
        (g) => g.id,
      );
    const count = async (query = '') =>
      (await ok('countOwnGroups', 'GET', `/user/groups/count${query}`, ana)).count;
    expect((await own()).sort()).toEqual([owned.id, moderated.id, joined.id].sort());
    expect(await count()).toBe(3);
    expect(await count('?type=owner')).toBe(1);
    expect(await own('?type=moderator')).toEqual([moderated.id]);
    expect(await own('?text=gamma')).toEqual([joined.id]);
    expect((await call('GET', '/user/groups/count?type=boss', ana)).status).toBe(400);

    await ok('reorderGroups', 'POST', '/user/groups/order', ana, {
      order: [joined.id, owned.id, moderated.id],
    });
    expect(await own()).toEqual([joined.id, owned.id, moderated.id]);
    expect(await own('?skip=1&limit=1')).toEqual([owned.id]);
    const notMine = await call('POST', '/user/groups/order', ana, { order: [asked.id] });
    expect(notMine.status).toBe(404);
    expect((await call('POST', '/user/groups/order', ana, { order: [] })).status).toBe(400);
    expect((await call('POST', '/user/groups/order', null, { order: [owned.id] })).status).toBe(
      401,
    );
  });

  it('shows a person’s groups on their profile by role, private ones only to fellow members', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const viewer = await makeUser(app);
    const owned = await makeGroup(app, ana);
    const moderated = await makeGroup(app, ben, { type: 'closed' });
    const secret = await makeGroup(app, ben, { type: 'private' });
    await makeGroupMember(app, moderated, ana, 'moderator');
    await makeGroupMember(app, secret, ana);
    const groups = async (user: TestUser, query = '') =>
      (
        (await ok('listProfileGroups', 'GET', `/user/profile/${ana.id}/groups${query}`, user))
          .items as any[]
      ).map((g) => [g.group.id, g.role]);
    expect(await groups(ana)).toEqual([
      [secret.id, 'member'],
      [moderated.id, 'moderator'],
      [owned.id, 'owner'],
    ]);
    expect(await groups(viewer)).toEqual([
      [moderated.id, 'moderator'],
      [owned.id, 'owner'],
    ]);
    expect(await groups(viewer, '?ownership=owner')).toEqual([[owned.id, 'owner']]);
    await makeGroupMember(app, secret, viewer);
    expect(await groups(viewer, '?ownership=member')).toEqual([[secret.id, 'member']]);
    expect(
      (await call('GET', `/user/profile/${ana.id}/groups?ownership=boss`, viewer)).status,
    ).toBe(400);
  });

  it('finds groups by words, type and category, most members first', async () => {
    const ana = await makeUser(app);
    const tag = `zq${Date.now().toString(36)}`;
    const small = await makeGroup(app, ana, { title: `Small ${tag}`, category: 'news' });
    const big = await makeGroup(app, ana, { title: `Big ${tag}`, type: 'private' });
    await makeGroupMember(app, big, await makeUser(app));
    const outsider = await makeUser(app);
    const found = await ok('exploreGroups', 'GET', `/explore/groups?search=${tag}`, outsider);
    expect(found.items.map((g: any) => g.id)).toEqual([big.id, small.id]);
    expect(found.items[0]).toMatchObject({ privateGroup: true, membersCount: 2 });
    const own = await ok('exploreGroups', 'GET', `/explore/groups?search=${tag}`, ana);
    expect(own.items[0].privateGroup).toBe(false);
    const open = await ok('exploreGroups', 'GET', `/explore/groups?search=${tag}&type=open`, ana);
    expect(open.items.map((g: any) => g.id)).toEqual([small.id]);
    const news = await ok(
      'exploreGroups',
      'GET',
      `/explore/groups?search=${tag}&categories=news`,
      ana,
    );
    expect(news.items.map((g: any) => g.id)).toEqual([small.id]);
    expect((await call('GET', '/explore/groups?type=hidden', ana)).status).toBe(400);
  });
});

describe('group posts', () => {
  it('lets members post; the group feed and the groups feed show the posts', async () => {
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const outsider = await makeUser(app);
    const group = await makeGroup(app, ana, { type: 'closed' });
    const other = await makeGroup(app, ben);
    await makeGroupMember(app, group, ben);
    const pendingUser = await makeUser(app);
    await makeGroupMember(app, group, pendingUser, 'pending');
    for (const user of [outsider, pendingUser]) {
      const denied = await call('POST', '/user/post', user, {
        text: '<p>Hi</p>',
        groupId: group.id,
      });
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe(NOT_GROUP_MEMBER);
    }
    expect(
      (await call('POST', '/user/post', ana, { text: '<p>Hi</p>', groupId: UNKNOWN_ID })).status,
    ).toBe(404);
    const first = await makePost(app, ana, { groupId: group.id });
    expect(first.group).toMatchObject({ id: group.id, name: group.name, privateGroup: false });
    const second = await makePost(app, ben, { groupId: group.id });
    const elsewhere = await makePost(app, ben, { groupId: other.id });
    const reply = await call('POST', `/user/post/${first.id}/reply`, ben, { text: '<p>Yes</p>' });
    expect(reply.status).toBe(201);
    expect(reply.body.group?.id).toBe(group.id);

    const feed = await ok('listGroupPosts', 'GET', `/user/groups/newsfeed/${group.id}`, outsider);
    expect(feed.items.map((p: any) => p.id)).toEqual([second.id, first.id]);
    const mine = await ok('listGroupsFeedPosts', 'GET', '/user/groups/newsfeed', ben);
    expect(mine.items.map((p: any) => p.id)).toEqual([elsewhere.id, second.id, first.id]);
    const anas = await ok('listGroupsFeedPosts', 'GET', '/user/groups/newsfeed?limit=1', ana);
    expect(anas.items.map((p: any) => p.id)).toEqual([second.id]);
    expect((await call('GET', `/user/groups/newsfeed/${UNKNOWN_ID}`, ana)).status).toBe(404);
    // The groups feed's "new posts" count: posts of the caller's groups newer than the one given.
    const newer = await ok(
      'countNewFeedPosts',
      'GET',
      `/user/newsfeed/check/${first.id}?source=groups`,
      ana,
    );
    expect(newer.count).toBe(1); // ben's second post; ana is not in `other`

    expect((await call('GET', '/user/groups/newsfeed?limit=0', ana)).status).toBe(400);
  });
});
