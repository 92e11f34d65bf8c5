import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePosts } from '../../posts/post-fixture';
import { json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';

const bob = {
  id: '0190b3c2-0000-7000-8000-00000000b001',
  username: 'bob',
  general: { displayName: 'Bob Builder' },
  accountType: 'personal',
  followersCount: 0,
  followingCount: 0,
};

describe('explore: posts', () => {
  it('asks for words or a #hashtag before searching', async () => {
    const fake = renderApp('/explore', {});
    expect(await screen.findByRole('heading', { name: 'Search posts' })).toBeTruthy();
    expect(fake.calls).not.toContain('POST /api/user/newsfeed/search');
  });

  it('searches what the address holds, shows a full loader first, and narrows by the kind of post', async () => {
    const bodies: unknown[] = [];
    let answer: (response: Response) => void = () => undefined;
    renderApp('/explore?q=%23concrete', {
      'POST /api/user/newsfeed/search': async (request) => {
        bodies.push(await request.json());
        return bodies.length === 1
          ? new Promise<Response>((resolve) => (answer = resolve))
          : json(200, { items: makePosts(5, 1) });
      },
    });
    expect(((await screen.findByLabelText('Search')) as HTMLInputElement).value).toBe('#concrete');
    const loader = await screen.findByText('Searching posts…');
    expect(loader.closest('[role="status"]')).toBeTruthy();
    answer(json(200, { items: makePosts(1, 2) }));
    await screen.findByText('Post number 2');
    expect(bodies[0]).toEqual({ q: '#concrete', type: 'content', skip: 0, limit: 10 });

    fireEvent.change(screen.getByLabelText('Kind of post'), { target: { value: 'blogs' } });
    await screen.findByText('Post number 5');
    expect(bodies[1]).toMatchObject({ q: '#concrete', type: 'blogs', skip: 0 });
  });

  it('searches what is typed in the box and says when nothing is found', async () => {
    const bodies: { q: string }[] = [];
    renderApp('/explore', {
      'POST /api/user/newsfeed/search': async (request) => {
        bodies.push((await request.json()) as { q: string });
        return json(200, { items: [] });
      },
    });
    fireEvent.change(await screen.findByLabelText('Search'), { target: { value: ' rebar ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'No posts found' })).toBeTruthy();
    expect(bodies.map((b) => b.q)).toEqual(['rebar']);
  });

  it('shows the error with Retry when the search fails', async () => {
    renderApp('/explore?q=rebar', {
      'POST /api/user/newsfeed/search': () => json(500, { message: 'Down' }),
    });
    expect(
      await screen.findByRole('heading', { name: 'The posts could not be loaded' }),
    ).toBeTruthy();
  });
});

describe('explore: the other tabs', () => {
  it('finds people for the search', async () => {
    const searches: unknown[] = [];
    renderApp('/explore?tab=people&q=bob', {
      'POST /api/users/search': async (request) => {
        searches.push(await request.json());
        return json(200, { items: [bob] });
      },
    });
    const found = await screen.findByRole('list', { name: 'People found for bob' });
    expect(within(found).getByRole('link', { name: 'Bob Builder' })).toBeTruthy();
    expect(searches).toEqual([{ search: 'bob', skip: 0, limit: 20 }]);
  });

  it('asks for two letters before searching people, and drops a leading @', async () => {
    const searches: unknown[] = [];
    renderApp('/explore?tab=people&q=b', {
      'POST /api/users/search': async (request) => {
        searches.push(await request.json());
        return json(200, { items: [bob] });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Search people' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '@bob' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('list', { name: 'People found for bob' });
    expect(searches).toEqual([{ search: 'bob', skip: 0, limit: 20 }]);
  });

  it('lists groups, the most members first when nothing is typed', async () => {
    const urls: string[] = [];
    renderApp('/explore?tab=groups', {
      'GET /api/explore/groups': (request) => {
        urls.push(new URL(request.url).search);
        return json(200, {
          items: [
            {
              id: '0190b3c2-0000-7000-8000-00000000c001',
              name: 'roofers',
              title: 'Roofers Guild',
              type: 'closed',
              privateGroup: false,
              membersCount: 12,
            },
          ],
        });
      },
    });
    const group = await screen.findByRole('article', { name: 'Roofers Guild' });
    expect(within(group).getByText('roofers · 12 members')).toBeTruthy();
    expect(within(group).getByText('Closed')).toBeTruthy();
    // The group opens from the result.
    expect(within(group).getByRole('link', { name: 'Roofers Guild' }).getAttribute('href')).toBe(
      '/groups/0190b3c2-0000-7000-8000-00000000c001',
    );
    expect(urls).toEqual(['?skip=0&limit=20']);
  });

  it('switches tabs through the address and searches channels and news sources for the same words', async () => {
    const asked: string[] = [];
    renderApp('/explore?q=steel', {
      'POST /api/user/newsfeed/search': () => json(200, { items: [] }),
      'GET /api/explore/channels': (request) => {
        asked.push(`channels ${new URL(request.url).searchParams.get('search')}`);
        return json(200, { items: [] });
      },
      'GET /api/user/rss/search': (request) => {
        asked.push(`rss ${new URL(request.url).searchParams.get('search')}`);
        return json(200, { items: [] });
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Channels' }));
    await waitFor(() => expect(asked).toContain('channels steel'));
    // The explore search bar drives the tab: it has no search field of its own.
    expect(screen.queryByLabelText('Search channels')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'News sources' }));
    await waitFor(() => expect(asked).toContain('rss steel'));
    expect(screen.queryByLabelText('Search news sources')).toBeNull();
    await waitFor(() =>
      expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('steel'),
    );
  });
});
