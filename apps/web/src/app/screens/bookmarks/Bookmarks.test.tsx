import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePost, makePosts } from '../../posts/post-fixture';
import { json, type Handler } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';

const renderBookmarks = (routes: Record<string, Handler>) => renderApp('/bookmarks', routes);

describe('bookmarks', () => {
  it('pages through bookmarked posts, and taking a bookmark off takes the post off', async () => {
    const skips: string[] = [];
    const first = makePosts(1, 10, { bookmarked_by_user: true });
    renderBookmarks({
      'GET /api/user/bookmark/newsfeed': (request) => {
        const skip = new URL(request.url).searchParams.get('skip') ?? '';
        skips.push(skip);
        return json(200, {
          items: skip === '0' ? first : [makePost(11, { bookmarked_by_user: true })],
        });
      },
      [`POST /api/user/bookmark/remove/${first[1]!.id}`]: () => json(200, { ok: true }),
    });
    expect(await screen.findByRole('heading', { name: 'Bookmarks', level: 1 })).toBeTruthy();
    const post = (await screen.findByText('Post number 2')).closest('article')!;
    const bookmark = within(post).getByRole('button', { name: 'Bookmark' });
    expect(bookmark.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(bookmark);
    await waitFor(() => expect(screen.queryByText('Post number 2')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Post number 11');
    expect(skips).toEqual(['0', '10']);
  });

  it('says how to bookmark when there are none', async () => {
    renderBookmarks({ 'GET /api/user/bookmark/newsfeed': () => json(200, { items: [] }) });
    expect(await screen.findByRole('heading', { name: 'No bookmarks yet' })).toBeTruthy();
  });
});
