import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';
import { ME, channelRef, makeChannel } from './channel-fixture';

describe('my channels', () => {
  it('lists owned and followed channels, filtered by ownership', async () => {
    const mine = makeChannel(30, { owner: ME, title: 'My yard' });
    const followed = makeChannel(31, { title: 'Crane news', followedByMe: true });
    const types: (string | null)[] = [];
    renderApp('/channels', {
      'GET /api/user/channels/own': (request) => {
        const type = new URL(request.url).searchParams.get('type');
        types.push(type);
        return json(200, {
          items: type === 'owner' ? [mine] : type === 'follower' ? [] : [mine, followed],
        });
      },
      [`POST /api/user/channel/${followed.id}/unfollow`]: () => json(200, { ok: true }),
    });
    const list = await screen.findByRole('list', { name: 'Your channels' });
    const own = within(list).getByRole('article', { name: 'My yard' });
    expect(within(own).getByText('Owner')).toBeTruthy();
    const other = within(list).getByRole('article', { name: 'Crane news' });
    fireEvent.click(within(other).getByRole('button', { name: 'Unfollow Crane news' }));
    await within(other).findByRole('button', { name: 'Follow Crane news' });

    fireEvent.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByRole('heading', { name: 'You follow no channels' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mine' }));
    await screen.findByRole('article', { name: 'My yard' });
    expect(screen.queryByRole('article', { name: 'Crane news' })).toBeNull();
    expect(types).toEqual([null, 'follower', 'owner']);
  });

  it('finds public channels in its second tab', async () => {
    const crane = channelRef(makeChannel(32, { title: 'Crane news' }));
    renderApp('/channels', {
      'GET /api/user/channels/own': () => json(200, { items: [] }),
      'GET /api/explore/channels': () => json(200, { items: [crane] }),
    });
    expect(await screen.findByRole('heading', { name: 'No channels yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Find channels' }));
    const found = await screen.findByRole('list', { name: 'Channels found' });
    expect(within(found).getByRole('link', { name: 'Crane news' })).toBeTruthy();
  });

  it('shows an error with Retry when the list fails', async () => {
    let fail = true;
    renderApp('/channels', {
      'GET /api/user/channels/own': () =>
        fail ? json(500, { message: 'Down' }) : json(200, { items: [] }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Your channels could not be loaded' }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No channels yet' })).toBeTruthy();
  });

  it('moves a channel in your own order, only when every channel is shown', async () => {
    const first = makeChannel(33, { owner: ME, title: 'First' });
    const second = makeChannel(34, { title: 'Second', followedByMe: true });
    const third = makeChannel(37, { owner: ME, title: 'Third' });
    let order = [first, second];
    const saved: unknown[] = [];
    renderApp('/channels', {
      'GET /api/user/channels/own': (request) =>
        json(200, {
          items: new URL(request.url).searchParams.get('type') ? [first, third] : order,
        }),
      'POST /api/user/channels/order': async (request) => {
        saved.push(await request.json());
        order = [second, first];
        return json(200, { ok: true });
      },
    });
    expect(await screen.findByRole('button', { name: 'Up First' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Down Second' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Up Second' }));
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
        'Second',
        'First',
      ]),
    );
    expect(saved).toEqual([{ order: [second.id, first.id] }]);
    expect(screen.getByRole('button', { name: 'Up Second' })).toHaveProperty('disabled', true);

    // The order covers owned and followed channels together: a filtered view cannot move them.
    fireEvent.click(screen.getByRole('button', { name: 'Mine' }));
    await screen.findByRole('article', { name: 'Third' });
    expect(screen.queryByRole('button', { name: /^(Up|Down) / })).toBeNull();
  });

  it('keeps the saved order when the move fails', async () => {
    const first = makeChannel(35, { owner: ME, title: 'First' });
    const second = makeChannel(36, { title: 'Second', followedByMe: true });
    let loads = 0;
    renderApp('/channels', {
      'GET /api/user/channels/own': () => {
        loads += 1;
        return json(200, { items: [first, second] });
      },
      'POST /api/user/channels/order': () => json(404, { message: 'Not your channel' }),
    });
    const up = await screen.findByRole('button', { name: 'Up Second' });
    fireEvent.click(up);
    await waitFor(() => expect(up).toHaveProperty('disabled', true));
    await waitFor(() => expect(up).toHaveProperty('disabled', false));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'First',
      'Second',
    ]);
    expect(loads).toBe(1);
  });
});
