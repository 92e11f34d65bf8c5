import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServices, json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';
import { ServicesContext } from '../../services-context';
import { ExploreChannels } from './ExploreChannels';
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

describe('explore channels', () => {
  it('searches by words and categories, and follows', async () => {
    const crane = channelRef(makeChannel(40, { title: 'Crane news', followersCount: 4 }));
    const queries: string[] = [];
    const fake = fakeServices({
      'GET /api/explore/channels': (request) => {
        const params = new URL(request.url).searchParams;
        queries.push(params.toString());
        return json(200, { items: params.get('search') === 'none' ? [] : [crane] });
      },
      [`POST /api/user/channel/${crane.id}/follow`]: () => json(200, { ok: true }),
    });
    render(
      <MemoryRouter>
        <ServicesContext.Provider value={fake.services}>
          <ExploreChannels />
        </ServicesContext.Provider>
      </MemoryRouter>,
    );
    const row = await screen.findByRole('article', { name: 'Crane news' });
    expect(within(row).getByText(/4 followers/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Follow Crane news' }));
    await within(row).findByRole('button', { name: 'Unfollow Crane news' });
    expect(within(row).getByText(/5 followers/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Science' }));
    await screen.findByRole('article', { name: 'Crane news' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search channels' }), {
      target: { value: 'none' },
    });
    expect(await screen.findByRole('heading', { name: 'No channels found' })).toBeTruthy();
    expect(queries).toEqual([
      'skip=0&limit=10',
      'skip=0&limit=10&categories=science',
      'skip=0&limit=10&search=none&categories=science',
    ]);
  });
});
