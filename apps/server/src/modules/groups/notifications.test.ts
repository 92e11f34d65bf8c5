// Group notifications: a join request tells the owner and the moderators (grouped per group, and
// only while the request waits), an accepted request tells the person; an open group's join and a
// withdrawn request tell nobody; and the entries go with the group, or when the recipient leaves.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { expectContract } from '../../../test/support/contract';
import { eventually, jobsSettled } from '../../../test/support/eventually';
import {
  TEST_PASSWORD,
  makeGroup,
  makeGroupMember,
  makeUser,
  type TestUser,
} from '../../../test/support/factories';
import { api } from '../../../test/support/http';

const app = useTestApp();
const QUEUE = 'notifications.create';

async function groupEntries(user: TestUser): Promise<any[]> {
  const response = await api(app.url, 'GET', '/user/notifications', { token: user.token });
  expect(response.status).toBe(200);
  expectContract('listNotifications', 200, response.body);
  return response.body.items.filter((n: any) => n.type === 'group');
}

async function settled(user: TestUser) {
  await jobsSettled(app, QUEUE);
  return groupEntries(user);
}

const post = (path: string, user: TestUser, body?: unknown) =>
  api(app.url, 'POST', path, { token: user.token, body });

describe('group notifications', () => {
  it('tell the owner and moderators of a request, grouped, and the person of the acceptance', async () => {
    const owner = await makeUser(app);
    const mod = await makeUser(app);
    const member = await makeUser(app);
    const ana = await makeUser(app);
    const ben = await makeUser(app);
    const group = await makeGroup(app, owner, { type: 'closed', title: 'Site Leads' });
    await makeGroupMember(app, group, mod, 'moderator');
    await makeGroupMember(app, group, member);

    expect((await post(`/user/group/${group.id}/join`, ana)).status).toBe(200);
    const first = await eventually(async () => (await groupEntries(owner))[0], {
      what: 'request notification',
    });
    expect(first).toMatchObject({
      type: 'group',
      read: false,
      actor: { id: ana.id },
      actorsCount: 1,
      post: null,
      group: { id: group.id, title: 'Site Leads', type: 'closed', privateGroup: false },
      text: 'asked to join Site Leads',
    });
    expect((await post(`/user/group/${group.id}/join`, ben)).status).toBe(200);
    const grouped = await eventually(
      async () => (await groupEntries(mod)).find((n) => n.actorsCount === 2),
      { what: 'grouped request notification' },
    );
    expect(grouped.actors.map((a: any) => a.id)).toEqual([ben.id, ana.id]);
    expect(await settled(owner)).toHaveLength(1);
    // A plain member is not told; neither is the person asking.
    expect(await settled(member)).toEqual([]);
    expect(await settled(ana)).toEqual([]);

    await post(`/user/group/${group.id}/member/${ana.id}/accept`, mod);
    const accepted = await eventually(async () => (await groupEntries(ana))[0], {
      what: 'acceptance notification',
    });
    expect(accepted).toMatchObject({
      actor: { id: mod.id },
      group: { id: group.id },
      text: 'accepted your request to join Site Leads',
    });
    // A handled request leaves the moderators' entry: only Ben still waits.
    const left = (await groupEntries(owner))[0];
    expect(left.actors.map((a: any) => a.id)).toEqual([ben.id]);
    expect(left.actorsCount).toBe(1);
    // Ben, rejected, hears nothing; with no request left, the entry goes.
    await post(`/user/group/${group.id}/member/${ben.id}/reject`, owner);
    expect(await settled(ben)).toEqual([]);
    expect(await groupEntries(owner)).toEqual([]);
    expect(await groupEntries(mod)).toEqual([]);
  });

  it('say nothing for an open group, or for a request withdrawn before the job ran', async () => {
    const owner = await makeUser(app);
    const ana = await makeUser(app);
    const open = await makeGroup(app, owner, { type: 'open' });
    expect((await post(`/user/group/${open.id}/join`, ana)).status).toBe(200);
    expect(await settled(owner)).toEqual([]);

    const closed = await makeGroup(app, owner, { type: 'closed' });
    await post(`/user/group/${closed.id}/join`, ana);
    await post(`/user/group/${closed.id}/cancel`, ana);
    // Whether the job ran before or after the withdrawal, no entry is left to see.
    const entries = await settled(owner);
    expect(entries.filter((n) => n.group?.id === closed.id)).toEqual([]);
  });

  it('go with the group, and when the recipient is no longer in it', async () => {
    const owner = await makeUser(app);
    const mod = await makeUser(app);
    const ana = await makeUser(app);
    const group = await makeGroup(app, owner, { type: 'private' });
    await makeGroupMember(app, group, mod, 'moderator');
    await post(`/user/group/${group.id}/join`, ana);
    await eventually(async () => (await groupEntries(mod))[0], { what: 'request notification' });
    expect((await settled(owner))[0].group).toMatchObject({ privateGroup: false });

    // The moderator leaves: the group's news leaves their list and badge.
    await post(`/user/group/${group.id}/cancel`, mod);
    expect(await groupEntries(mod)).toEqual([]);
    const count = await api(app.url, 'GET', '/user/notifications/count', { token: mod.token });
    expect(count.body.unread).toBe(0);

    const deleted = await post(`/user/group/${group.id}/delete`, owner, {
      password: TEST_PASSWORD,
    });
    expect(deleted.status).toBe(200);
    expect(await groupEntries(owner)).toEqual([]);
  });
});
