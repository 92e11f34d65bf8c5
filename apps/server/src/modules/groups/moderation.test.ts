// A group's rules (read by whoever may see the group; written by its owner and moderators, at
// most 20) and reports on its posts (listed, kept or hidden by the owner and moderators), and
// moderators deleting posts made in their group.
import { describe, expect, it } from 'vitest';
import { apiCalls } from '../../../test/support/calls';
import { useTestApp } from '../../../test/support/app';
import {
  makeGroup,
  makeGroupMember,
  makePost,
  makeUser,
  type TestUser,
} from '../../../test/support/factories';
import { MODERATORS_ONLY, PRIVATE_GROUP, REPORT_NOT_FOUND, RULE_NOT_FOUND } from './policy';
import { TOO_MANY_RULES } from './operations/createGroupRule';
import { RULE_ORDER_INCOMPLETE } from './operations/reorderGroupRules';

const app = useTestApp();
const UNKNOWN_ID = '0190f6f2-8a3c-7b4e-9c61-2f0b5d3e4a10';

const { call, ok } = apiCalls(() => app);

describe('group rules', () => {
  it('are written by the owner and moderators, read by those who may see the group', async () => {
    const owner = await makeUser(app);
    const mod = await makeUser(app);
    const member = await makeUser(app);
    const outsider = await makeUser(app);
    const group = await makeGroup(app, owner, { type: 'private', rules: [{ title: 'First' }] });
    await makeGroupMember(app, group, mod, 'moderator');
    await makeGroupMember(app, group, member);
    const rules = `/user/group/${group.id}/rules`;

    const added = await ok(
      'createGroupRule',
      'POST',
      rules,
      mod,
      { title: ' Second ', description: 'Two' },
      201,
    );
    expect(added).toMatchObject({ title: 'Second', description: 'Two' });
    const denied = await call('POST', rules, member, { title: 'Mine' });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(MODERATORS_ONLY);
    expect((await call('POST', rules, owner, { title: '' })).status).toBe(400);
    const blank = await call('POST', rules, owner, { title: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toHaveProperty('title');
    expect((await call('POST', rules, owner, { description: 'no title' })).status).toBe(400);

    const list = await ok('listGroupRules', 'GET', rules, member);
    expect(list.items.map((r: any) => r.title)).toEqual(['First', 'Second']);
    const hidden = await call('GET', rules, outsider);
    expect(hidden.status).toBe(403);
    expect(hidden.body.message).toBe(PRIVATE_GROUP);
    const one = `/user/group/${group.id}/rule/${added.id}`;
    expect(await ok('getGroupRule', 'GET', one, member)).toMatchObject({ id: added.id });
    expect((await call('GET', one, outsider)).status).toBe(403);

    const edited = await ok('updateGroupRule', 'POST', one, owner, { title: 'Second, edited' });
    expect(edited).toMatchObject({ title: 'Second, edited', description: '' });
    expect((await call('POST', one, member, { title: 'x' })).status).toBe(403);
    await ok('deleteGroupRule', 'DELETE', one, mod);
    const gone = await call('GET', one, member);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(RULE_NOT_FOUND);
    expect((await call('DELETE', one, owner)).status).toBe(404);
    expect(
      (await call('DELETE', `/user/group/${group.id}/rule/${UNKNOWN_ID}`, member)).status,
    ).toBe(403);
    expect((await call('GET', rules, null)).status).toBe(401);
  });

  it('stop at twenty', async () => {
    const owner = await makeUser(app);
    const group = await makeGroup(app, owner, {
      rules: Array.from({ length: 20 }, (_, i) => ({ title: `Rule ${i + 1}` })),
    });
    const full = await call('POST', `/user/group/${group.id}/rules`, owner, { title: 'One more' });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(TOO_MANY_RULES);
    const page = await ok(
      'listGroupRules',
      'GET',
      `/user/group/${group.id}/rules?skip=15&limit=10`,
      owner,
    );
    expect(page.items.map((r: any) => r.title)).toEqual([
      'Rule 16',
      'Rule 17',
      'Rule 18',
      'Rule 19',
      'Rule 20',
    ]);
  });

  it('are reordered by the owner and moderators, listing every rule once', async () => {
    const owner = await makeUser(app);
    const mod = await makeUser(app);
    const member = await makeUser(app);
    const group = await makeGroup(app, owner, {
      rules: [{ title: 'A' }, { title: 'B' }, { title: 'C' }],
    });
    await makeGroupMember(app, group, mod, 'moderator');
    await makeGroupMember(app, group, member);
    const rules = `/user/group/${group.id}/rules`;
    const [a, b, c] = (await ok('listGroupRules', 'GET', rules, owner)).items.map((r: any) => r.id);

    const saved = await ok('reorderGroupRules', 'POST', `${rules}/order`, mod, {
      order: [c, a, b],
    });
    expect(saved.items.map((r: any) => r.title)).toEqual(['C', 'A', 'B']);
    const listed = await ok('listGroupRules', 'GET', rules, member);
    expect(listed.items.map((r: any) => r.title)).toEqual(['C', 'A', 'B']);
    // A rule added afterwards comes last.
    await ok('createGroupRule', 'POST', rules, owner, { title: 'D' }, 201);
    const after = await ok('listGroupRules', 'GET', rules, member);
    expect(after.items.map((r: any) => r.title)).toEqual(['C', 'A', 'B', 'D']);

    const denied = await call('POST', `${rules}/order`, member, { order: [a, b, c] });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(MODERATORS_ONLY);
    const partial = await call('POST', `${rules}/order`, owner, { order: [a, b, c] });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe(RULE_ORDER_INCOMPLETE);
    expect(partial.body.errors).toHaveProperty('order');
    const stranger = await call('POST', `${rules}/order`, owner, { order: [UNKNOWN_ID] });
    expect(stranger.status).toBe(400);
    expect((await call('POST', `${rules}/order`, owner, { order: [] })).status).toBe(400);
    // Nothing changed by the refused orders.
    const kept = await ok('listGroupRules', 'GET', rules, member);
    expect(kept.items.map((r: any) => r.title)).toEqual(['C', 'A', 'B', 'D']);
  });
});

describe('reports on group posts', () => {
  it('are listed for the owner and moderators, who keep or hide the post', async () => {
    const owner = await makeUser(app);
    const mod = await makeUser(app);
    const author = await makeUser(app);
    const reporter = await makeUser(app);
    const second = await makeUser(app);
    const group = await makeGroup(app, owner);
    await makeGroupMember(app, group, mod, 'moderator');
    await makeGroupMember(app, group, author);
    await makeGroupMember(app, group, reporter);
    const kept = await makePost(app, author, { text: '<p>Fine words</p>', groupId: group.id });
    const rude = await makePost(app, author, { text: '<p>Rude words</p>', groupId: group.id });
    const outside = await makePost(app, author, { text: '<p>Elsewhere</p>' });
    const report = async (user: TestUser, postId: string) =>
      expect(
        (await call('POST', `/user/post/${postId}/report`, user, { type: 'spam', text: 'Look' }))
          .status,
      ).toBe(200);
    await report(reporter, kept.id);
    await report(reporter, rude.id);
    await report(second, rude.id);
    await report(reporter, outside.id);

    const path = `/user/group/${group.id}/reports`;
    const open = await ok('listGroupReports', 'GET', path, mod);
    expect(open.items.map((r: any) => r.postId)).toEqual([kept.id, rude.id, rude.id]);
    expect(open.items[0]).toMatchObject({
      postAuthor: { id: author.id },
      reporter: { id: reporter.id },
      excerpt: 'Fine words',
      type: 'spam',
      text: 'Look',
      state: 'open',
    });
    expect((await ok('getGroup', 'GET', `/user/group/${group.id}`, owner)).reports_count).toBe(3);
    expect((await ok('getGroup', 'GET', `/user/group/${group.id}`, reporter)).reports_count).toBe(
      0,
    );
    const denied = await call('GET', path, reporter);
    expect(denied.status).toBe(403);
    expect((await call('GET', `${path}?state=maybe`, owner)).status).toBe(400);
    expect((await call('GET', path, null)).status).toBe(401);

    const keepPath = (id: string) => `/user/group/${group.id}/report/${id}/keep`;
    const hidePath = (id: string) => `/user/group/${group.id}/report/${id}/hide`;
    expect((await call('POST', keepPath(open.items[0].id), reporter)).status).toBe(403);
    await ok('keepReportedGroupPost', 'POST', keepPath(open.items[0].id), mod);
    await ok('hideReportedGroupPost', 'POST', hidePath(open.items[1].id), owner);
    const missing = await call('POST', keepPath(UNKNOWN_ID), owner);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(REPORT_NOT_FOUND);

    expect((await ok('listGroupReports', 'GET', path, owner)).items).toEqual([]);
    expect(
      (await ok('listGroupReports', 'GET', `${path}?state=kept`, owner)).items.map(
        (r: any) => r.postId,
      ),
    ).toEqual([kept.id]);
    expect(
      (await ok('listGroupReports', 'GET', `${path}?state=hidden`, owner)).items.map(
        (r: any) => r.postId,
      ),
    ).toEqual([rude.id, rude.id]);
    expect((await ok('getGroup', 'GET', `/user/group/${group.id}`, owner)).reports_count).toBe(0);

    // The hidden post leaves the group for everyone but its author.
    const feed = async (user: TestUser) =>
      (await ok('listGroupPosts', 'GET', `/user/groups/newsfeed/${group.id}`, user)).items.map(
        (p: any) => p.id,
      );
    expect(await feed(reporter)).toEqual([kept.id]);
    expect(await feed(author)).toEqual([rude.id, kept.id]);
    expect((await call('GET', `/user/post/${rude.id}`, reporter)).status).toBe(404);
  });

  it('lets the owner and moderators delete posts made in the group, not members', async () => {
    const owner = await makeUser(app);
    const mod = await makeUser(app);
    const member = await makeUser(app);
    const author = await makeUser(app);
    const group = await makeGroup(app, owner);
    await makeGroupMember(app, group, mod, 'moderator');
    await makeGroupMember(app, group, member);
    await makeGroupMember(app, group, author);
    const first = await makePost(app, author, { groupId: group.id });
    const secondPost = await makePost(app, author, { groupId: group.id });
    const ownPost = await makePost(app, author);
    expect((await call('DELETE', `/user/post/${first.id}`, member)).status).toBe(403);
    expect((await call('DELETE', `/user/post/${ownPost.id}`, mod)).status).toBe(403);
    expect((await call('DELETE', `/user/post/${first.id}`, mod)).status).toBe(200);
    expect((await call('DELETE', `/user/post/${secondPost.id}`, owner)).status).toBe(200);
  });
});
