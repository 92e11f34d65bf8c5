import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';
import { makePost } from '../../posts/post-fixture';
import { GROUP_ID, makeGroup, makeMember, person } from './groups-fixtures';

const PATH = `/groups/${GROUP_ID}`;
const API = `/api/user/group/${GROUP_ID}`;
const FEED = `GET /api/user/groups/newsfeed/${GROUP_ID}`;

describe('a private group seen from outside', () => {
  it('shows only that it is private and the request button: no posts, members or rules', async () => {
    const { calls } = renderApp(PATH, {
      [`GET ${API}`]: () => json(200, makeGroup({ type: 'private', privateGroup: true })),
      [`POST ${API}/join`]: () => json(200, { status: 'pending' }),
    });
    expect(await screen.findByRole('heading', { name: 'This group is private' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(calls).not.toContain(FEED);
    fireEvent.click(screen.getByRole('button', { name: 'Ask to join' }));
    expect(await screen.findByRole('button', { name: 'Cancel request' })).toBeTruthy();
    expect(screen.getByText(/Your request to join is waiting/)).toBeTruthy();
  });

  it('turns into the private screen when the feed answers that the group is private', async () => {
    let reads = 0;
    renderApp(PATH, {
      // The group was open when read; it became private before the feed was asked.
      [`GET ${API}`]: () =>
        json(200, reads++ === 0 ? makeGroup() : makeGroup({ type: 'private', privateGroup: true })),
      [FEED]: () => json(403, { message: 'This group is private: only its members can see it.' }),
    });
    expect(await screen.findByRole('heading', { name: 'This group is private' })).toBeTruthy();
  });
});

describe('an open group', () => {
  it("shows its feed (no deleting others' posts for outsiders), and joining adds one", async () => {
    renderApp(PATH, {
      [`GET ${API}`]: () => json(200, makeGroup({ membersCount: 3 })),
      [FEED]: () =>
        json(200, {
          items: [makePost(1, { text: '<p>Pour on Monday</p>', group: makeGroupRef() })],
        }),
      [`POST ${API}/join`]: () => json(200, { status: 'active' }),
    });
    const card = (await screen.findByText('Pour on Monday')).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: 'More actions' }));
    expect(within(card).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.getByText('3 members')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Write in this group' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join group' }));
    expect(await screen.findByRole('button', { name: 'Leave group' })).toBeTruthy();
    expect(screen.getByText('4 members')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Write in this group' })).toBeTruthy();
  });

  it('says so when it has no posts yet, and when it does not exist', async () => {
    renderApp(PATH, {
      [`GET ${API}`]: () => json(200, makeGroup({ myRole: 'member' })),
      [FEED]: () => json(200, { items: [] }),
    });
    expect(await screen.findByText(/Write the first post/)).toBeTruthy();
  });

  it('shows a missing group plainly', async () => {
    renderApp(PATH, { [`GET ${API}`]: () => json(404, { message: 'This group does not exist.' }) });
    expect(await screen.findByRole('heading', { name: 'This group does not exist' })).toBeTruthy();
  });
});

describe('the owner and moderators', () => {
  it('see the waiting requests with a count, and accepting one takes it off', async () => {
    const ana = person(1, 'Ana');
    const accepted: string[] = [];
    renderApp(`${PATH}?tab=requests`, {
      [`GET ${API}`]: () =>
        json(200, makeGroup({ type: 'closed', myRole: 'moderator', member_requests_count: 1 })),
      [`GET ${API}/members`]: (request) => {
        expect(new URL(request.url).searchParams.get('status')).toBe('pending');
        return json(200, { items: [makeMember(ana, { status: 'pending' })] });
      },
      [`POST ${API}/member/${ana.id}/accept`]: (request) => {
        accepted.push(request.url);
        return json(200, makeMember(ana));
      },
    });
    const tab = await screen.findByRole('tab', { name: /Requests/ });
    expect(within(tab).getByText('1')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Ana' }));
    expect(await screen.findByText('No requests waiting')).toBeTruthy();
    expect(accepted).toHaveLength(1);
    expect(within(screen.getByRole('tab', { name: /Requests/ })).getByText('0')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Settings' })).toBeNull();
  });

  it('show the wrong password on the field when deleting the group', async () => {
    renderApp(`${PATH}?tab=settings`, {
      [`GET ${API}`]: () => json(200, makeGroup({ myRole: 'owner' })),
      [`GET ${API}/members`]: () => json(200, { items: [] }),
      [`POST ${API}/delete`]: () => json(403, { message: 'The password is not correct.' }),
    });
    expect(screen.queryByLabelText('Your password')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete group…' }));
    const section = await screen.findByRole('dialog', { name: 'Delete the group' });
    fireEvent.click(within(section).getByRole('button', { name: 'Delete group' }));
    const password = within(section).getByLabelText('Your password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(within(section).getByText('Password is required.')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Delete group' }));
    expect(await within(section).findByText('The password is not correct.')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
  });

  it('reorder the rules', async () => {
    const rules = [
      { id: '0190b3c2-0000-7000-8000-00000000c001', title: 'Be kind', description: '' },
      { id: '0190b3c2-0000-7000-8000-00000000c002', title: 'Stay on topic', description: '' },
    ];
    const bodies: unknown[] = [];
    renderApp(`${PATH}?tab=rules`, {
      [`GET ${API}`]: () => json(200, makeGroup({ myRole: 'owner', rules })),
      [`POST ${API}/rules/order`]: async (request) => {
        bodies.push(await request.json());
        return json(200, { items: [rules[1], rules[0]] });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Move down Be kind' }));
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        '1. Stay on topic',
        '2. Be kind',
      ]),
    );
    expect(bodies).toEqual([{ order: [rules[1]!.id, rules[0]!.id] }]);
  });

  it('edit the group and hand it over with the password, shown as a moderator afterwards', async () => {
    const ben = person(2, 'Ben');
    const sent: Record<string, unknown> = {};
    renderApp(`${PATH}?tab=settings`, {
      [`GET ${API}`]: () => json(200, makeGroup({ myRole: 'owner' })),
      [`GET ${API}/members`]: () =>
        json(200, { items: [makeMember(person(9, 'Olga'), { role: 'owner' }), makeMember(ben)] }),
      'PUT /api/user/group/name': () => json(200, { ok: true }),
      [`POST ${API}`]: async (request) => {
        sent.edit = await request.json();
        return json(200, makeGroup({ myRole: 'owner', title: 'Site leads, north' }));
      },
      [`POST ${API}/transfer`]: async (request) => {
        sent.transfer = await request.json();
        return json(200, makeGroup({ myRole: 'moderator', owner: ben }));
      },
    });
    const edit = await screen.findByRole('region', { name: 'Edit group' });
    fireEvent.change(within(edit).getByLabelText(/^Title/), {
      target: { value: 'Site leads, north' },
    });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByRole('heading', { name: 'Site leads, north', level: 1 }),
    ).toBeTruthy();
    expect(sent.edit).toMatchObject({ title: 'Site leads, north', name: 'site-leads' });

    const handOver = screen.getByRole('region', { name: 'Hand over the group' });
    await within(handOver).findByRole('option', { name: 'Ben (@ben)' });
    expect(within(handOver).queryByRole('option', { name: /Olga/ })).toBeNull();
    fireEvent.change(within(handOver).getByLabelText('New owner'), { target: { value: ben.id } });
    fireEvent.change(within(handOver).getByLabelText('Your password'), {
      target: { value: 'secret' },
    });
    fireEvent.click(within(handOver).getByRole('button', { name: 'Hand over' }));
    // The owner's Settings tab goes: the caller is a moderator now.
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Settings' })).toBeNull());
    expect(sent.transfer).toEqual({ owner: ben.id, password: 'secret' });
  });

  it('the owner makes members moderators and back, and blocks; nobody acts on the owner', async () => {
    const ana = person(1, 'Ana');
    const cy = person(3, 'Cy');
    let blocked = false;
    renderApp(`${PATH}?tab=members`, {
      [`GET ${API}`]: () => json(200, makeGroup({ myRole: 'owner' })),
      [`GET ${API}/members`]: () =>
        json(200, {
          items: [
            makeMember(person(9, 'Olga'), { role: 'owner' }),
            makeMember(cy, { role: 'moderator' }),
            makeMember(ana),
          ],
        }),
      [`POST ${API}/member/${ana.id}/moderator`]: () =>
        json(200, makeMember(ana, { role: 'moderator' })),
      [`POST ${API}/member/${cy.id}/block`]: () => {
        blocked = true;
        return json(200, { ok: true });
      },
    });
    const anaRow = await screen.findByRole('article', { name: 'Ana' });
    fireEvent.click(within(anaRow).getByRole('button', { name: 'Make moderator' }));
    expect(await within(anaRow).findByText('Moderator')).toBeTruthy();
    expect(within(anaRow).getByRole('button', { name: 'Make member' })).toBeTruthy();
    const olgaRow = screen.getByRole('article', { name: 'Olga' });
    expect(within(olgaRow).queryByRole('button')).toBeNull();
    fireEvent.click(
      within(screen.getByRole('article', { name: 'Cy' })).getByRole('button', { name: 'Block' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Block Cy?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Cy' })).toBeNull());
    expect(blocked).toBe(true);
  });

  it('see a new request live: the count and the list follow the notification', async () => {
    const ana = person(1, 'Ana');
    let asked = false;
    const fake = renderApp(`${PATH}?tab=requests`, {
      [`GET ${API}`]: () =>
        json(
          200,
          makeGroup({ type: 'closed', myRole: 'owner', member_requests_count: asked ? 1 : 0 }),
        ),
      [`GET ${API}/members`]: () =>
        json(200, { items: asked ? [makeMember(ana, { status: 'pending' })] : [] }),
    });
    expect(await screen.findByText('No requests waiting')).toBeTruthy();
    asked = true;
    act(() =>
      fake.socket.emit('notification', {
        id: '0190b3c2-0000-7000-9000-000000000001',
        type: 'group',
        read: false,
        actor: ana,
        actors: [ana],
        actorsCount: 1,
        post: null,
        reply: null,
        reaction: null,
        group: {
          id: GROUP_ID,
          name: 'site-leads',
          title: 'Site leads',
          type: 'closed',
          privateGroup: false,
        },
        text: 'asked to join Site leads',
        createdAt: '2026-01-03T00:00:00.000Z',
        updatedAt: '2026-01-03T00:00:00.000Z',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Accept Ana' })).toBeTruthy();
    expect(within(screen.getByRole('tab', { name: /Requests/ })).getByText('1')).toBeTruthy();
  });

  it('delete posts made in the group, which members cannot', async () => {
    const post = makePost(1, { text: '<p>Off topic</p>', group: makeGroupRef() });
    let deletes = 0;
    renderApp(PATH, {
      [`GET ${API}`]: () => json(200, makeGroup({ myRole: 'moderator' })),
      [FEED]: () => json(200, { items: [post] }),
      [`DELETE /api/user/post/${post.id}`]: () => {
        deletes += 1;
        return json(200, { ok: true });
      },
    });
    const card = (await screen.findByText('Off topic')).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: 'More actions' }));
    fireEvent.click(within(card).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Off topic')).toBeNull());
    expect(deletes).toBe(1);
  });
});

describe('reports on group posts', () => {
  it('are kept or hidden by the owner and moderators, the count following', async () => {
    const ana = person(1, 'Ana');
    const ben = person(2, 'Ben');
    const report = (n: number, excerpt: string) => ({
      id: `0190b3c2-0000-7000-8000-00000000e00${n}`,
      postId: `0190b3c2-0000-7000-8000-00000000f00${n}`,
      postAuthor: ana,
      excerpt,
      reporter: ben,
      type: 'spam',
      text: null,
      state: 'open',
      createdAt: '2026-01-03T00:00:00.000Z',
    });
    const decided: string[] = [];
    renderApp(`${PATH}?tab=reports`, {
      [`GET ${API}`]: () => json(200, makeGroup({ myRole: 'moderator', reports_count: 2 })),
      [`GET ${API}/reports`]: () =>
        json(200, { items: [report(1, 'Cheap tools here'), report(2, 'Fair question')] }),
      [`POST ${API}/report/${report(1, '').id}/hide`]: () => {
        decided.push('hide 1');
        return json(200, { ok: true });
      },
      [`POST ${API}/report/${report(2, '').id}/keep`]: () => {
        decided.push('keep 2');
        return json(200, { ok: true });
      },
    });
    const first = (await screen.findByText('Cheap tools here')).closest('article')!;
    fireEvent.click(within(first).getByRole('button', { name: 'Hide post' }));
    await waitFor(() => expect(screen.queryByText('Cheap tools here')).toBeNull());
    expect(within(screen.getByRole('tab', { name: /Reports/ })).getByText('1')).toBeTruthy();
    const second = screen.getByText('Fair question').closest('article')!;
    fireEvent.click(within(second).getByRole('button', { name: 'Keep post' }));
    expect(await screen.findByText('No open reports')).toBeTruthy();
    expect(decided).toEqual(['hide 1', 'keep 2']);
  });
});

function makeGroupRef() {
  const group = makeGroup();
  return {
    id: group.id,
    name: group.name,
    title: group.title,
    type: group.type,
    privateGroup: false,
  };
}
