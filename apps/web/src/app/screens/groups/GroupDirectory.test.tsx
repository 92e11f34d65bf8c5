import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';
import { groupRef, makeGroup } from './groups-fixtures';

describe('discovering groups', () => {
  it('lists groups, and searches by words, category and type', async () => {
    const queries: string[] = [];
    renderApp('/groups?tab=discover', {
      'GET /api/explore/groups': (request) => {
        const query = new URL(request.url).searchParams;
        queries.push(query.toString());
        return query.get('search') === 'nothing'
          ? json(200, { items: [] })
          : json(200, { items: [groupRef(12, 'Concrete crews'), groupRef(3, 'Roofers')] });
      },
    });
    expect(await screen.findByRole('link', { name: 'Concrete crews' })).toBeTruthy();
    expect(screen.getByText(/12 members/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Private' }));
    await waitFor(() => expect(queries.at(-1)).toContain('type=private'));
    fireEvent.change(screen.getByLabelText('Search groups'), { target: { value: 'nothing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No groups found')).toBeTruthy();
    expect(queries.at(-1)).toContain('search=nothing');
  });

  it('shows the error with Retry when the list fails', async () => {
    let fail = true;
    renderApp('/groups?tab=discover', {
      'GET /api/explore/groups': () =>
        fail ? json(500, { message: 'Down' }) : json(200, { items: [groupRef(1, 'Back')] }),
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Back' })).toBeTruthy();
  });
});

describe('your groups', () => {
  it('lists them in your order with your role, filtered by role, or says there are none', async () => {
    const types: (string | null)[] = [];
    renderApp('/groups', {
      'GET /api/user/groups/own': (request) => {
        const type = new URL(request.url).searchParams.get('type');
        types.push(type);
        return type === 'moderator'
          ? json(200, { items: [] })
          : json(200, {
              items: [makeGroup({ title: 'Mine', myRole: 'owner' })],
            });
      },
    });
    expect(await screen.findByRole('link', { name: 'Mine' })).toBeTruthy();
    expect(screen.getByText('Owner')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Moderating' }));
    expect(await screen.findByText('No groups here')).toBeTruthy();
    expect(types).toEqual([null, 'moderator']);
  });

  it('shows the groups feed as a tab', async () => {
    renderApp('/groups?tab=feed', {
      'GET /api/user/groups/newsfeed': () => json(200, { items: [] }),
    });
    expect(await screen.findByText('No group posts yet')).toBeTruthy();
  });

  it('moves a group up in your own order', async () => {
    const first = makeGroup({ id: '0190b3c2-0000-7000-8000-00000000d001', title: 'First' });
    const second = makeGroup({ id: '0190b3c2-0000-7000-8000-00000000d002', title: 'Second' });
    let order = [first, second];
    const saved: unknown[] = [];
    renderApp('/groups', {
      'GET /api/user/groups/own': () => json(200, { items: order }),
      'POST /api/user/groups/order': async (request) => {
        saved.push(await request.json());
        order = [second, first];
        return json(200, { ok: true });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Up Second' }));
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
        'Second',
        'First',
      ]),
    );
    expect(saved).toEqual([{ order: [second.id, first.id] }]);
    expect(screen.getByRole('button', { name: 'Up Second' })).toHaveProperty('disabled', true);
  });
});
