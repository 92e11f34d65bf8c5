import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makePost, makePosts } from '../../posts/post-fixture';
import { demoUser, json, type Handler } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';
import type { ProfileItem } from './types';

const ANA_ID = '0190b3c2-0000-7000-8000-0000000000a1';

function makeProfile(overrides: Partial<ProfileItem> = {}): ProfileItem {
  return {
    id: ANA_ID,
    username: 'ana',
    accountType: 'business',
    general: { displayName: 'Ana Builder', avatar: null, location: 'Austin, TX' },
    profession: [{ title: 'General contractor' }],
    links: [{ title: 'Portfolio', url: 'https://ana.example/' }],
    works: [],
    gallery: [],
    company: { name: 'Ana Builds LLC', businessType: 'general_contractor' },
    note: null,
    levels: [],
    subscriptions_current: false,
    followersCount: 3,
    followingCount: 5,
    postsCount: 12,
    followedByMe: false,
    followsMe: true,
    mutedByMe: false,
    blockedByMe: false,
    canMessage: true,
    pinnedPost: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const profileRoute = (profile: ProfileItem): Record<string, Handler> => ({
  [`GET /api/user/profile-by-name/${profile.username}`]: () => json(200, profile),
});

afterEach(() => window.localStorage.clear());

describe('profile screen', () => {
  it('shows the header, the pinned post and the posts tab', async () => {
    const queries: string[] = [];
    renderApp('/profile/ana', {
      ...profileRoute(makeProfile({ pinnedPost: makePost(99, { text: '<p>Pinned hello</p>' }) })),
      [`GET /api/user/newsfeed/${ANA_ID}`]: (request) => {
        queries.push(new URL(request.url).search);
        return json(200, { items: makePosts(1, 2) });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Ana Builder', level: 1 })).toBeTruthy();
    expect(screen.getByText('@ana')).toBeTruthy();
    expect(screen.getByText('General contractor')).toBeTruthy();
    expect(screen.getByText(/Ana Builds LLC/)).toBeTruthy();
    expect(screen.getByText('Austin, TX')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Portfolio' }).getAttribute('href')).toBe(
      'https://ana.example/',
    );
    expect(screen.getByRole('link', { name: /3 followers/ }).getAttribute('href')).toBe(
      '/profile/ana/followers',
    );
    expect(screen.getByRole('link', { name: 'Message' }).getAttribute('href')).toMatch(
      /^\/messages\/.+/,
    );
    expect(await screen.findByText('Pinned hello')).toBeTruthy();
    expect(await screen.findByText('Post number 1')).toBeTruthy();
    expect(queries[0]).toContain('type=content');
  });

  it('follows, mutes, and blocks after confirmation, then shows the blocked state', async () => {
    const calls: string[] = [];
    const ok = (name: string) => () => {
      calls.push(name);
      return json(200, { ok: true });
    };
    renderApp('/profile/ana', {
      ...profileRoute(makeProfile()),
      [`GET /api/user/newsfeed/${ANA_ID}`]: () => json(200, { items: makePosts(1, 1) }),
      [`POST /api/user/${ANA_ID}/follow`]: ok('follow'),
      [`POST /api/user/${ANA_ID}/mute`]: ok('mute'),
      [`POST /api/user/${ANA_ID}/block`]: ok('block'),
      [`POST /api/user/${ANA_ID}/unblock`]: ok('unblock'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Follow @ana' }));
    await screen.findByRole('button', { name: 'Unfollow @ana' });
    expect(screen.getByRole('link', { name: /4 followers/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'More actions for @ana' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mute @ana' }));
    await waitFor(() => expect(calls).toContain('mute'));
    // Muting leaves the posts on the profile.
    expect(screen.getByText('Post number 1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'More actions for @ana' }));
    expect(screen.getByRole('menuitem', { name: 'Unmute @ana' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Block @ana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block @ana?' });
    expect(calls).not.toContain('block');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('heading', { name: 'You blocked @ana' })).toBeTruthy();
    expect(screen.queryByText('Post number 1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Unblock @ana' }));
    await screen.findByRole('tablist', { name: 'Profile' });
    expect(calls).toEqual(['follow', 'mute', 'block', 'unblock']);
  });

  it('adds the person to one of the caller’s lists from the menu', async () => {
    const LIST_ID = '0190b3c2-0000-7000-8000-00000000a001';
    const added: string[] = [];
    renderApp('/profile/ana', {
      ...profileRoute(makeProfile()),
      [`GET /api/user/newsfeed/${ANA_ID}`]: () => json(200, { items: [] }),
      'GET /api/user/lists': () =>
        json(200, {
          items: [
            {
              id: LIST_ID,
              title: 'Crew',
              order: 0,
              membersCount: 0,
              createdAt: '2026-11-01T10:00:00.000Z',
            },
          ],
        }),
      [`POST /api/user/list/${LIST_ID}/add/${ANA_ID}`]: () => {
        added.push(LIST_ID);
        return json(200, { ok: true });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for @ana' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Add to list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add @ana to a list' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add @ana to Crew' }));
    expect(await within(dialog).findByText('Added')).toBeTruthy();
    expect(added).toEqual([LIST_ID]);
  });

  it('says a missing or hidden profile is not available', async () => {
    renderApp('/profile/ghost', {
      'GET /api/user/profile-by-name/ghost': () => json(404, { message: 'Not found.' }),
    });
    expect(
      await screen.findByRole('heading', { name: 'This profile isn’t available' }),
    ).toBeTruthy();
  });

  it('filters media and reactions, with an empty state per tab', async () => {
    const queries: string[] = [];
    renderApp('/profile/ana', {
      ...profileRoute(makeProfile()),
      [`GET /api/user/newsfeed/${ANA_ID}`]: (request) => {
        queries.push(new URL(request.url).search);
        return json(200, { items: [] });
      },
      [`GET /api/user/likes/${ANA_ID}`]: (request) => {
        queries.push(`likes${new URL(request.url).search}`);
        return json(200, { items: [] });
      },
    });
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Media' }));
    expect(await screen.findByRole('heading', { name: 'No media yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Videos' }));
    await waitFor(() => expect(queries.at(-1)).toContain('subType=videos'));
    expect(queries.at(-1)).toContain('type=media');
    fireEvent.click(screen.getByRole('tab', { name: 'Reactions' }));
    expect(await screen.findByRole('heading', { name: 'No reactions yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Love' }));
    await waitFor(() => expect(queries.at(-1)).toBe('likes?skip=0&limit=10&type=love'));
  });

  it('lists followers with follow buttons', async () => {
    renderApp('/profile/ana/followers', {
      ...profileRoute(makeProfile()),
      [`GET /api/user/followers/${ANA_ID}`]: () =>
        json(200, {
          items: [
            { id: 'p1', username: 'bo', general: { displayName: 'Bo Mason' }, followedByMe: false },
            { id: demoUser.id, username: 'demo', general: { displayName: 'Dana Demo' } },
          ],
        }),
      'POST /api/user/p1/follow': () => json(200, { ok: true }),
    });
    const list = await screen.findByRole('list', { name: 'Followers' });
    expect(within(list).getByRole('link', { name: 'Bo Mason' }).getAttribute('href')).toBe(
      '/profile/bo',
    );
    // No follow button on oneself.
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(within(list).getByRole('button', { name: 'Follow @bo' }));
    expect(await within(list).findByRole('button', { name: 'Unfollow @bo' })).toBeTruthy();
  });

  it('gives the own profile an Edit profile link instead of follow', async () => {
    renderApp('/profile', {
      ...profileRoute(makeProfile({ id: demoUser.id, username: 'demo' })),
      [`GET /api/user/newsfeed/${demoUser.id}`]: () => json(200, { items: [] }),
    });
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
    expect(await screen.findByText('You have not posted anything yet.')).toBeTruthy();
  });

  it('shows the works and a gallery whose pictures open full size, one after the other', async () => {
    renderApp('/profile/ana', {
      ...profileRoute(
        makeProfile({
          works: [
            { title: 'Riverside bridge', year: 2024, description: 'Steel, 120 m.' },
            { title: 'Old mill', image: 'mill.jpg' },
          ],
          gallery: [{ file: 'truss.jpg', caption: 'Roof truss' }, { file: 'site.jpg' }],
        }),
      ),
      [`GET /api/user/newsfeed/${ANA_ID}`]: () => json(200, { items: [] }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Works' }));
    const works = screen.getByRole('list', { name: 'Works' });
    const [bridge, mill] = within(works).getAllByRole('listitem');
    expect(within(bridge!).getByRole('heading', { name: 'Riverside bridge' })).toBeTruthy();
    expect(bridge!.textContent).toContain('2024');
    expect(bridge!.textContent).toContain('Steel, 120 m.');
    expect(mill!.querySelector('img')?.getAttribute('src')).toBe('/api/files/mill.jpg');

    fireEvent.click(screen.getByRole('tab', { name: 'Gallery' }));
    const gallery = screen.getByRole('list', { name: 'Gallery' });
    expect(
      within(gallery)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Open “Roof truss” full size', 'Open picture 2 full size']);
    fireEvent.click(within(gallery).getByRole('button', { name: 'Open picture 2 full size' }));
    const viewer = await screen.findByRole('dialog', { name: 'Ana Builder’s gallery' });
    const picture = () => viewer.querySelector('figure img')!;
    expect(picture().getAttribute('src')).toBe('/api/files/site.jpg');
    expect(viewer.textContent).toContain('2 of 2');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Next' }));
    expect(picture().getAttribute('src')).toBe('/api/files/truss.jpg');
    expect(within(viewer).getByRole('img', { name: 'Roof truss' })).toBeTruthy();
    expect(
      within(viewer).getByRole('link', { name: 'Open the original' }).getAttribute('href'),
    ).toBe('/api/files/truss.jpg');
  });

  it('says when there are no works or pictures, and offers its owner a way to add them', async () => {
    renderApp('/profile/ana', {
      ...profileRoute(makeProfile()),
      [`GET /api/user/newsfeed/${ANA_ID}`]: () => json(200, { items: [] }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Works' }));
    expect(screen.getByRole('heading', { name: 'No works yet' })).toBeTruthy();
    expect(screen.getByText('Ana Builder has not listed any works yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add works' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Gallery' }));
    expect(screen.getByRole('heading', { name: 'No pictures yet' })).toBeTruthy();
    cleanup();

    renderApp('/profile', {
      ...profileRoute(makeProfile({ id: demoUser.id, username: 'demo' })),
      [`GET /api/user/newsfeed/${demoUser.id}`]: () => json(200, { items: [] }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Works' }));
    expect(screen.getByRole('link', { name: 'Add works' }).getAttribute('href')).toBe(
      '/profile/me/edit',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Gallery' }));
    expect(screen.getByRole('link', { name: 'Add pictures' }).getAttribute('href')).toBe(
      '/profile/me/edit',
    );
  });
});
