import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServices, json } from '../../../test/fake-services';
import { ServicesProvider } from '../../services-context';
import { ExploreChannels } from './ExploreChannels';
import { channelRef, makeChannel } from './channel-fixture';

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
        <ServicesProvider services={fake.services}>
          <ExploreChannels />
        </ServicesProvider>
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
