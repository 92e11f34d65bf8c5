import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePost } from '../../posts/post-fixture';
import { json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';
import { makeSource } from './rss-fixtures';

const SOURCE = makeSource(1, { own: false });
const path = `/news/${SOURCE.id}`;

describe('a news source’s page', () => {
  it('shows the source and its stories, and Add makes it one’s own', async () => {
    const posted: unknown[] = [];
    renderApp(path, {
      [`GET /api/user/rss/${SOURCE.id}`]: () => json(200, SOURCE),
      [`GET /api/user/rss/newsfeed/${SOURCE.id}`]: () =>
        json(200, { items: [makePost(1, { category: 'news', title: 'Crane collapse' })] }),
      'POST /api/user/rss': async (request) => {
        posted.push(await request.json());
        return json(201, { ...SOURCE, own: true });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Site news 1', level: 1 })).toBeTruthy();
    const stories = await screen.findByRole('list', { name: 'Stories from this source' });
    expect(within(stories).getByText('Post number 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(posted).toEqual([{ url: SOURCE.url }]);
  });

  it('says so when a source has no stories yet', async () => {
    renderApp(path, {
      [`GET /api/user/rss/${SOURCE.id}`]: () => json(200, SOURCE),
      [`GET /api/user/rss/newsfeed/${SOURCE.id}`]: () => json(200, { items: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'No stories yet' })).toBeTruthy();
  });

  it('answers an unknown source as a state of the page, not a toast', async () => {
    const fake = renderApp(path, {
      [`GET /api/user/rss/${SOURCE.id}`]: () => json(404, { message: 'News source not found.' }),
    });
    expect(await screen.findByRole('heading', { name: 'News source not found' })).toBeTruthy();
    expect(fake.notify.mock.calls.map(([message]) => message)).not.toContain(
      'News source not found.',
    );
  });

  it('offers Retry when the source cannot be loaded', async () => {
    let fail = true;
    renderApp(path, {
      [`GET /api/user/rss/${SOURCE.id}`]: () =>
        fail ? json(500, { message: 'Database down' }) : json(200, SOURCE),
      [`GET /api/user/rss/newsfeed/${SOURCE.id}`]: () => json(200, { items: [] }),
    });
    expect(
      await screen.findByRole('heading', { name: 'The news source could not be loaded' }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Site news 1', level: 1 })).toBeTruthy(),
    );
  });
});
