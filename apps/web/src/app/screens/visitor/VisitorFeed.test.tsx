import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import MainApp from '../../MainApp';
import { SESSION_ENDED_KEY } from '../../services';
import { fakeServices, json, type Handler } from '../../../test/fake-services';
import { DANA, makePost } from '../../posts/post-fixture';
import type { Post } from '../../posts/types';

/** A public post by Dana, with reactions and a repost to count. */
function post(n: number, overrides: Partial<Post> = {}): Post {
  return makePost(n, {
    user: DANA,
    likes_count: 3,
    repost_count: 1,
    reactions_count: { like: 3, dislike: 0, happy: 0, sad: 0, love: 0, hate: 0 },
    ...overrides,
  });
}

const posts = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => post(from + index));

let where = '';
function Spy() {
  const location = useLocation();
  useEffect(() => {
    where = location.pathname + location.search;
  });
  return null;
}

function renderAt(path: string, routes: Record<string, Handler>) {
  const fake = fakeServices(routes);
  render(
    <MemoryRouter initialEntries={[path]}>
      <MainApp services={fake.services} />
      <Spy />
    </MemoryRouter>,
  );
  return fake;
}

/** The query of every public-feed request, in order. */
function feedQueries(requests: Request[]) {
  return requests.map((request) => Object.fromEntries(new URL(request.url).searchParams));
}

afterEach(() => window.sessionStorage.clear());

describe('the visitor feed at /', () => {
  it('shows public posts to a signed-out visitor, with sign-in and sign-up links', async () => {
    const requests: Request[] = [];
    renderAt('/', {
      'GET /api/newsfeed/public': (request) => {
        requests.push(request);
        return json(200, { items: [post(1)] });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Public posts', level: 1 })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Post by Dana Builder' });
    expect(within(card).getByText('Post number 1')).toBeTruthy();
    expect(within(card).getByText('@dana')).toBeTruthy();
    expect(within(card).getByText('5 min ago')).toBeTruthy();
    expect(within(card).getByText('business')).toBeTruthy();
    expect(within(card).getByText('3 reactions')).toBeTruthy();
    expect(within(card).getByText('0 replies')).toBeTruthy();
    expect(within(card).getByText('1 repost')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(
      '/sign-up',
    );
    const intro = screen.getByRole('region', { name: 'About Trestle' });
    expect(
      within(intro).getByRole('link', { name: 'Create an account' }).getAttribute('href'),
    ).toBe('/sign-up');
    expect(within(intro).getByRole('link', { name: 'What is Trestle?' }).getAttribute('href')).toBe(
      '/about',
    );
    expect(screen.getByRole('searchbox', { name: 'Search public posts' })).toBeTruthy();
    expect(where).toBe('/');
    expect(feedQueries(requests)).toEqual([{ skip: '0', limit: '10' }]);
    // A short first page is the last: no Load more.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('sanitises the text again on the client: no script, no handlers, no javascript: links', async () => {
    renderAt('/', {
      'GET /api/newsfeed/public': () =>
        json(200, {
          items: [
            post(1, {
              text: '<p>Safe <strong>bold</strong></p><script>window.pwned = 1</script><img src="/x.png" onerror="window.pwned = 1"><a href="javascript:alert(1)">link</a>',
            }),
          ],
        }),
    });
    const card = await screen.findByRole('article', { name: 'Post by Dana Builder' });
    expect(card.querySelector('strong')?.textContent).toBe('bold');
    expect(card.querySelector('script')).toBeNull();
    expect(card.querySelector('[onerror]')).toBeNull();
    expect(card.querySelector('img')?.getAttribute('alt')).toBe('');
    const hrefs = [...card.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs.filter((href) => href === null || /^javascript:/i.test(href))).toHaveLength(1);
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it('leads from a card to the public post page and the author’s profile card; a tag searches the feed', async () => {
    renderAt('/', {
      'GET /api/newsfeed/public': () =>
        json(200, { items: [post(1, { text: '<p>Framing tips #Decks</p>', replies_count: 2 })] }),
    });
    const card = await screen.findByRole('article', { name: 'Post by Dana Builder' });
    const link = (name: string | RegExp) =>
      within(card).getByRole('link', { name }).getAttribute('href');
    expect(link('Dana Builder')).toBe('/profile/dana');
    expect(link('2 replies')).toBe(`/post/${post(1).id}`);
    expect(link('#Decks')).toBe('/?q=%23decks');
  });

  it('pages with Load more while pages come back full, then hides it', async () => {
    const requests: Request[] = [];
    const pages = [posts(1, 10), posts(11, 3)];
    renderAt('/', {
      'GET /api/newsfeed/public': (request) => {
        requests.push(request);
        return json(200, { items: pages.shift() ?? [] });
      },
    });
    await screen.findByText('Post number 10');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Post number 13');
    expect(screen.getAllByRole('article')).toHaveLength(13);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(feedQueries(requests)).toEqual([
      { skip: '0', limit: '10' },
      { skip: '10', limit: '10' },
    ]);
  });

  it('says so when there are no public posts', async () => {
    renderAt('/', { 'GET /api/newsfeed/public': () => json(200, { items: [] }) });
    expect(await screen.findByRole('heading', { name: 'No public posts yet' })).toBeTruthy();
  });

  it('shows an error with Retry, and Retry loads again', async () => {
    let fail = true;
    renderAt('/', {
      'GET /api/newsfeed/public': () =>
        fail
          ? json(500, { status: 500, message: 'Something went wrong.' })
          : json(200, { items: [post(1)] }),
    });
    expect(
      await screen.findByRole('heading', { name: 'The posts could not be loaded' }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Post number 1')).toBeTruthy();
  });

  it('searches 500 ms after typing stops, and at once on Enter', async () => {
    const requests: Request[] = [];
    renderAt('/', {
      'GET /api/newsfeed/public': (request) => {
        requests.push(request);
        const search = new URL(request.url).searchParams.get('search');
        return json(200, { items: search ? [post(7)] : [post(1), post(2)] });
      },
    });
    await screen.findByText('Post number 2');
    const box = screen.getByRole('searchbox', { name: 'Search public posts' });
    fireEvent.change(box, { target: { value: 'c' } });
    fireEvent.change(box, { target: { value: 'con' } });
    fireEvent.change(box, { target: { value: '#concrete' } });
    // Nothing is sent while typing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests).toHaveLength(1);
    await screen.findByText('Post number 7', {}, { timeout: 2_000 });
    expect(feedQueries(requests)).toEqual([
      { skip: '0', limit: '10' },
      { skip: '0', limit: '10', search: '#concrete' },
    ]);
    expect(screen.queryByText('Post number 2')).toBeNull();

    fireEvent.change(box, { target: { value: '' } });
    fireEvent.submit(box);
    await screen.findByText('Post number 2');
    await waitFor(() => expect(requests).toHaveLength(3));
  });

  it('shows a quoted post nested, and a pure repost as the original with who reposted it', async () => {
    const original = post(5, {
      text: '<p>The original</p>',
      user: { id: 'u2', username: 'sam', general: { displayName: 'Sam Supplier' } },
      media: [{ file: 'beam.jpg', type: 'image', width: 800, height: 600, alt: 'A steel beam' }],
    });
    renderAt('/', {
      'GET /api/newsfeed/public': () =>
        json(200, {
          items: [
            post(1, { text: '<p>Look at this</p>', repost: original }),
            post(2, { text: '', repost: original }),
          ],
        }),
    });
    const quote = await screen.findByRole('group', { name: 'Quoted post by Sam Supplier' });
    expect(within(quote).getByText('The original')).toBeTruthy();
    const image = within(quote).getByRole('img', { name: 'A steel beam' });
    expect(image.getAttribute('width')).toBe('800');
    expect(image.getAttribute('height')).toBe('600');
    expect(image.getAttribute('src')).toBe('/api/files/beam.jpg');
    expect(screen.getByText('Dana Builder reposted')).toBeTruthy();
    expect(screen.getAllByRole('article', { name: 'Post by Sam Supplier' })).toHaveLength(1);
  });

  it('still sends every other path to sign-in with next', async () => {
    renderAt('/jobs', {});
    await screen.findByRole('heading', { name: 'Sign in to Trestle' });
    expect(where).toBe(`/sign-in?next=${encodeURIComponent('/jobs')}`);
  });

  it('sends a visitor whose session just ended (401 and reload) from / to sign-in', async () => {
    window.sessionStorage.setItem(SESSION_ENDED_KEY, '1');
    const fake = renderAt('/', {});
    await screen.findByRole('heading', { name: 'Sign in to Trestle' });
    expect(where).toBe('/sign-in');
    expect(fake.calls).not.toContain('GET /api/newsfeed/public');
  });
});

describe('a person’s public card for visitors', () => {
  it('shows name, trade and company of a closed profile with the ways to follow, not sign-in', async () => {
    renderAt('/profile/dana', {
      'GET /api/profile-card/dana': () =>
        json(200, {
          username: 'dana',
          displayName: 'Dana Builder',
          avatar: null,
          profession: 'Carpenter',
          company: 'Dana Frames',
          accountType: 'business',
          open: false,
        }),
    });
    expect(await screen.findByRole('heading', { name: 'Dana Builder', level: 1 })).toBeTruthy();
    expect(screen.getByText('Carpenter · Dana Frames')).toBeTruthy();
    expect(screen.getByText(/shares their profile with Trestle members/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Create an account to follow' }).getAttribute('href'),
    ).toBe('/sign-up');
    expect(screen.getByRole('link', { name: 'Sign in to follow' }).getAttribute('href')).toBe(
      `/sign-in?next=${encodeURIComponent('/profile/dana')}`,
    );
    expect(where).toBe('/profile/dana');
  });

  it('says so when nobody has that name', async () => {
    renderAt('/profile/nobody', {
      'GET /api/profile-card/nobody': () => json(404, { message: 'Not found', errors: {} }),
    });
    expect(
      await screen.findByRole('heading', { name: 'This person isn’t on Trestle' }),
    ).toBeTruthy();
  });
});
