import { fireEvent, screen, within } from '@testing-library/react';
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
});
