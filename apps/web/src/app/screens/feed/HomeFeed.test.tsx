import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { announcePostCreated } from '../../compose/post-created-event';
import { makePost, makePosts } from '../../posts/post-fixture';
import { demoUser, json, type Handler } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';

const ME = {
  id: demoUser.id,
  username: 'demo',
  general: { displayName: 'Dana Demo', avatar: null },
};

const renderHome = (routes: Record<string, Handler>) => renderApp('/', routes);

function queries(requests: Request[]) {
  return requests.map((request) => {
    const url = new URL(request.url);
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(key);
      query[key] = values.length > 1 ? values : values[0]!;
    }
    return query;
  });
}

async function card(text: string) {
  const found = await screen.findByText(text);
  return found.closest('article')!;
}

describe('the home feed', () => {
  it('loads the following feed, then Local and categories, from page one each time', async () => {
    const requests: Request[] = [];
    renderHome({
      'GET /api/user/newsfeed': (request) => {
        requests.push(request);
        const source = new URL(request.url).searchParams.get('source');
        return json(200, { items: [makePost(source === 'local' ? 2 : 1)] });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeTruthy();
    await screen.findByText('Post number 1');
    fireEvent.click(screen.getByRole('tab', { name: 'Local' }));
    await screen.findByText('Post number 2');
    fireEvent.click(screen.getByRole('button', { name: 'News' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sports' }));
    await waitFor(() => expect(requests).toHaveLength(4));
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    expect(queries(requests)).toEqual([
      { source: 'following', skip: '0', limit: '10' },
      { source: 'local', skip: '0', limit: '10' },
      { source: 'local', skip: '0', limit: '10', categories: 'news' },
      { source: 'local', skip: '0', limit: '10', categories: ['news', 'sports'] },
    ]);
  });

  it('reads the News tab from source=news without categories, and invites to add a source', async () => {
    const requests: Request[] = [];
    renderHome({
      'GET /api/user/newsfeed': (request) => {
        requests.push(request);
        return json(200, { items: [] });
      },
    });
    await screen.findByRole('heading', { name: 'Your feed is empty' });
    fireEvent.click(screen.getByRole('button', { name: 'Sports' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    fireEvent.click(screen.getByRole('tab', { name: 'News' }));
    expect(await screen.findByRole('heading', { name: 'No news yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a news source' }).getAttribute('href')).toBe(
      '/news',
    );
    expect(screen.queryByRole('button', { name: 'Sports' })).toBeNull();
    expect(queries(requests).at(-1)).toEqual({ source: 'news', skip: '0', limit: '10' });
  });

  it('opens on the News tab with ?feed=news', async () => {
    renderApp('/?feed=news', {
      'GET /api/user/newsfeed': (request) =>
        json(200, {
          items:
            new URL(request.url).searchParams.get('source') === 'news'
              ? [{ ...makePost(5), category: 'news' }]
              : [],
        }),
    });
    expect(await screen.findByText('Post number 5')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'News' }).getAttribute('aria-selected')).toBe('true');
  });

  it('pages with Load more while pages are full', async () => {
    const requests: Request[] = [];
    const pages = [makePosts(1, 10), makePosts(11, 2)];
    renderHome({
      'GET /api/user/newsfeed': (request) => {
        requests.push(request);
        return json(200, { items: pages.shift() ?? [] });
      },
    });
    await screen.findByText('Post number 10');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Post number 12');
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(queries(requests).map((q) => q.skip)).toEqual(['0', '10']);
  });

  it('invites an empty home feed to follow people, and shows errors with Retry', async () => {
    let fail = false;
    renderHome({
      'GET /api/user/newsfeed': () =>
        fail ? json(500, { message: 'Database down' }) : json(200, { items: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'Your feed is empty' })).toBeTruthy();
    expect(screen.getByText(/Follow people to fill your feed/)).toBeTruthy();
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Show the local feed' }));
    expect(
      await screen.findByRole('heading', { name: 'The posts could not be loaded' }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeTruthy();
  });

  it('puts a post written in the header composer on top at once, if its category is shown', async () => {
    renderHome({ 'GET /api/user/newsfeed': () => json(200, { items: [makePost(1)] }) });
    await screen.findByText('Post number 1');
    act(() => announcePostCreated({ ...makePost(7), category: 'general' }));
    const articles = await screen.findAllByRole('article');
    expect(within(articles[0]!).getByText('Post number 7')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sports' }));
    await waitFor(() => expect(screen.queryByText('Post number 7')).toBeNull());
    act(() => announcePostCreated({ ...makePost(8), category: 'general' }));
    expect(screen.queryByText('Post number 8')).toBeNull();
  });

  it('shows the new-posts bar on a realtime announcement, and its click reloads page one', async () => {
    let feedLoads = 0;
    const checks: string[] = [];
    const fake = renderHome({
      'GET /api/user/newsfeed': () => {
        feedLoads += 1;
        return json(200, {
          items: feedLoads === 1 ? [makePost(1)] : [makePost(3), makePost(2), makePost(1)],
        });
      },
      [`GET /api/user/newsfeed/check/${makePost(1).id}`]: (request) => {
        checks.push(new URL(request.url).search);
        return json(200, { count: 2 });
      },
    });
    await screen.findByText('Post number 1');
    await waitFor(() => expect(fake.socket.connected).toBe(true));
    // Another feed's announcement changes nothing.
    act(() => fake.socket.emit('newsfeed:new', { source: 'local', count: 1 }));
    act(() => fake.socket.emit('newsfeed:new', { source: 'following', count: 1 }));
    act(() => fake.socket.emit('newsfeed:new', { source: 'following', count: 1 }));
    const bar = await screen.findByRole('button', { name: '2 new posts' });
    // One count for the burst (debounced), for the newest post shown.
    expect(checks).toEqual(['?source=following']);
    fireEvent.click(bar);
    await screen.findByText('Post number 3');
    expect(feedLoads).toBe(2);
    expect(screen.queryByRole('button', { name: /new posts?$/ })).toBeNull();
  });

  it('counts the posts made while the connection was down once it comes up', async () => {
    const checks: string[] = [];
    const fake = renderHome({
      'GET /api/user/newsfeed': () => json(200, { items: [makePost(1)] }),
      [`GET /api/user/newsfeed/check/${makePost(1).id}`]: (request) => {
        checks.push(new URL(request.url).search);
        return json(200, { count: 1 });
      },
    });
    await screen.findByText('Post number 1');
    await waitFor(() => expect(fake.socket.connected).toBe(true));
    // No announcement reached this page: the post came before the connection did.
    act(() => fake.socket.setUp(true));
    await screen.findByRole('button', { name: '1 new post' });
    expect(checks).toEqual(['?source=following']);
  });

  it('toggles a reaction, one per person, with the counts the server answers', async () => {
    const bodies: unknown[] = [];
    const id = makePost(1).id;
    const counts = { like: 2, dislike: 0, happy: 0, sad: 0, love: 0, hate: 0 };
    renderHome({
      'GET /api/user/newsfeed': () =>
        json(200, { items: [makePost(1, { likes_count: 2, reactions_count: counts })] }),
      [`POST /api/user/post/${id}/like`]: async (request) => {
        const body = (await request.json()) as { type: string };
        bodies.push(body);
        return json(
          200,
          bodies.length === 1
            ? {
                likes_count: 4,
                liked_by_user: { reaction: { type: 'love', smile: null } },
                reactions_count: { ...counts, like: 3, love: 1 },
              }
            : { likes_count: 3, liked_by_user: null, reactions_count: { ...counts, like: 3 } },
        );
      },
    });
    const post = await card('Post number 1');
    expect(within(post).getByLabelText('Reactions: 2 like')).toBeTruthy();
    fireEvent.click(within(post).getByRole('button', { name: 'React, 2' }));
    fireEvent.click(within(post).getByRole('button', { name: 'Love' }));
    // The server's counts win over the guess (someone else liked meanwhile).
    await within(post).findByLabelText('Reactions: 3 like, 1 love');
    expect(within(post).getByText('3 👍')).toBeTruthy();
    const change = within(post).getByRole('button', {
      name: 'Your reaction: Love. Change reaction, 4',
    });
    fireEvent.click(change);
    expect(within(post).getByRole('button', { name: 'Love' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(post).getByRole('button', { name: 'Love' }));
    await within(post).findByRole('button', { name: 'React, 3' });
    expect(within(post).getByLabelText('Reactions: 3 like')).toBeTruthy();
    expect(bodies).toEqual([{ type: 'love' }, { type: 'love' }]);
  });

  it('rolls a bookmark back when the server refuses it', async () => {
    const id = makePost(1).id;
    const fake = renderHome({
      'GET /api/user/newsfeed': () => json(200, { items: [makePost(1)] }),
      [`POST /api/user/bookmark/add/${id}`]: () => json(404, { message: 'Post not found.' }),
    });
    const post = await card('Post number 1');
    const bookmark = within(post).getByRole('button', { name: 'Bookmark' });
    fireEvent.click(bookmark);
    expect(bookmark.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(bookmark.getAttribute('aria-pressed')).toBe('false'));
    expect(fake.notify).toHaveBeenCalledWith('Post not found.', 'error');
  });

  it('deletes an own post only after confirmation', async () => {
    const id = makePost(1).id;
    let deletes = 0;
    renderHome({
      'GET /api/user/newsfeed': () =>
        json(200, { items: [makePost(1, { user: ME }), makePost(2)] }),
      [`DELETE /api/user/post/${id}`]: () => {
        deletes += 1;
        return json(200, { ok: true });
      },
    });
    const mine = await card('Post number 1');
    const others = await card('Post number 2');
    fireEvent.click(within(others).getByRole('button', { name: 'More actions' }));
    expect(within(others).queryByRole('menuitem', { name: 'Delete' })).toBeNull();

    fireEvent.click(within(mine).getByRole('button', { name: 'More actions' }));
    fireEvent.click(within(mine).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes).toBe(0);

    fireEvent.click(within(mine).getByRole('button', { name: 'More actions' }));
    fireEvent.click(within(mine).getByRole('menuitem', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete this post?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Post number 1')).toBeNull());
    expect(deletes).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Post number 2')).toBeTruthy();
  });

  it('checks the report form before sending it', async () => {
    const id = makePost(2).id;
    const bodies: unknown[] = [];
    renderHome({
      'GET /api/user/newsfeed': () => json(200, { items: [makePost(2)] }),
      [`POST /api/user/post/${id}/report`]: async (request) => {
        bodies.push(await request.json());
        return json(200, { ok: true });
      },
    });
    const post = await card('Post number 2');
    fireEvent.click(within(post).getByRole('button', { name: 'More actions' }));
    fireEvent.click(within(post).getByRole('menuitem', { name: 'Report post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report post' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose what is wrong with this post.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Say what is wrong with this post.')).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Details' }), {
      target: { value: 'Fake tender notice' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ type: 'other', text: 'Fake tender notice' }]);
  });

  it('votes in a poll and shows the results', async () => {
    const id = makePost(1).id;
    renderHome({
      'GET /api/user/newsfeed': () =>
        json(200, {
          items: [
            makePost(1, {
              poll: {
                choices: [{ text: 'Steel' }, { text: 'Timber' }],
                endsAt: null,
                closed: false,
              },
            }),
          ],
        }),
      [`POST /api/user/post/${id}/poll/1`]: () =>
        json(200, { counts: [1, 3], total: 4, votedChoice: 1 }),
    });
    const post = await card('Post number 1');
    fireEvent.click(within(post).getByRole('button', { name: 'Timber' }));
    const results = await within(post).findByRole('list', { name: 'Poll results' });
    expect(results.textContent).toContain('Timber (your vote)75%');
    expect(results.textContent).toContain('Steel25%');
    expect(within(post).getByText(/4 votes/)).toBeTruthy();
  });

  it("shows the author their own poll's results, with nothing to vote on", async () => {
    renderHome({
      'GET /api/user/newsfeed': () =>
        json(200, {
          items: [
            makePost(1, {
              user: ME,
              poll: {
                choices: [{ text: 'Steel' }, { text: 'Timber' }],
                endsAt: null,
                closed: false,
              },
              poll_result: { counts: [1, 3], total: 4, votedChoice: null },
            }),
          ],
        }),
    });
    const post = await card('Post number 1');
    const results = within(post).getByRole('list', { name: 'Poll results' });
    expect(results.textContent).toContain('Timber75%');
    expect(within(post).queryByRole('button', { name: 'Timber' })).toBeNull();
  });

  it('shows a pure repost as the original, saying who reposted it', async () => {
    const original = makePost(5, { text: '<p>The original</p>' });
    renderHome({
      'GET /api/user/newsfeed': () =>
        json(200, { items: [makePost(6, { text: '', user: ME, repost: original })] }),
    });
    const post = await card('The original');
    expect(within(post).getByText('Dana Demo reposted')).toBeTruthy();
    expect(post.getAttribute('aria-label')).toBe('Post by Sam Supplier');
  });
});
