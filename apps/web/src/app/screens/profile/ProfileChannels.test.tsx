import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';
import { channelRef, makeChannel } from '../channels/channel-fixture';

const ANA_ID = '0190b3c2-0000-7000-8000-0000000000a1';
const profileOf = (id: string, username: string, displayName: string) => ({
  id,
  username,
  accountType: 'personal',
  general: { displayName, avatar: null },
  profession: [],
  links: [],
  works: [],
  gallery: [],
  company: null,
  note: null,
  levels: [],
  subscriptions_current: false,
  followersCount: 0,
  followingCount: 0,
  postsCount: 0,
  followedByMe: false,
  followsMe: false,
  mutedByMe: false,
  blockedByMe: false,
  canMessage: false,
  pinnedPost: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const yard = channelRef(makeChannel(40, { title: 'Ana yard' }));
const crane = channelRef(makeChannel(41, { title: 'Crane news', followedByMe: true }));

describe("a profile's channels tab", () => {
  it('lists the channels by bucket (channelsList, channelOwner), each with Follow', async () => {
    const asked: string[] = [];
    renderApp('/profile/ana', {
      'GET /api/user/profile-by-name/ana': () => json(200, profileOf(ANA_ID, 'ana', 'Ana Builder')),
      [`GET /api/user/newsfeed/${ANA_ID}`]: () => json(200, { items: [] }),
      [`GET /api/user/profile/${ANA_ID}/channels`]: (request) => {
        const params = new URL(request.url).searchParams;
        asked.push(`${params.get('ownership')} ${params.get('skip')} ${params.get('limit')}`);
        return params.get('ownership') === 'owner'
          ? json(200, { items: [] })
          : json(200, {
              items: [
                { channel: yard, role: 'owner' },
                { channel: crane, role: 'follower' },
              ],
            });
      },
      [`POST /api/user/channel/${yard.id}/follow`]: () => json(200, { ok: true }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Channels' }));
    const list = await screen.findByRole('list', { name: 'Channels' });
    // Ana runs the yard, but the viewer does not: the viewer may follow it.
    const own = within(list).getByRole('article', { name: 'Ana yard' });
    fireEvent.click(within(own).getByRole('button', { name: 'Follow Ana yard' }));
    await within(own).findByRole('button', { name: 'Unfollow Ana yard' });
    expect(within(own).getByText(/4 followers/)).toBeTruthy();
    const other = within(list).getByRole('article', { name: 'Crane news' });
    expect(within(other).getByRole('button', { name: 'Unfollow Crane news' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Owner' }));
    expect(await screen.findByText('Ana Builder runs no channel you can see.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No channels yet' })).toBeTruthy();
    expect(asked).toEqual(['all 0 10', 'owner 0 10']);
  });

  it('marks the channels you run on your own profile instead of offering Follow', async () => {
    renderApp('/profile/demo', {
      'GET /api/user/profile-by-name/demo': () =>
        json(200, profileOf(demoUser.id, 'demo', 'Dana Demo')),
      [`GET /api/user/newsfeed/${demoUser.id}`]: () => json(200, { items: [] }),
      [`GET /api/user/profile/${demoUser.id}/channels`]: () =>
        json(200, {
          items: [
            { channel: yard, role: 'owner' },
            { channel: crane, role: 'follower' },
          ],
        }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Channels' }));
    const own = await screen.findByRole('article', { name: 'Ana yard' });
    expect(within(own).getByText('Owner')).toBeTruthy();
    expect(within(own).queryByRole('button')).toBeNull();
    const other = screen.getByRole('article', { name: 'Crane news' });
    expect(within(other).getByRole('button', { name: 'Unfollow Crane news' })).toBeTruthy();
  });

  it('shows an error with Retry when the list fails', async () => {
    let fail = true;
    renderApp('/profile/ana', {
      'GET /api/user/profile-by-name/ana': () => json(200, profileOf(ANA_ID, 'ana', 'Ana Builder')),
      [`GET /api/user/newsfeed/${ANA_ID}`]: () => json(200, { items: [] }),
      [`GET /api/user/profile/${ANA_ID}/channels`]: () =>
        fail ? json(500, { message: 'Down' }) : json(200, { items: [] }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Channels' }));
    expect(
      await screen.findByRole('heading', { name: 'The channels could not be loaded' }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No channels yet' })).toBeTruthy();
    expect(screen.getByText('Ana Builder runs or follows no channel you can see.')).toBeTruthy();
  });
});
