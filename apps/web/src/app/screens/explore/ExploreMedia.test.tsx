import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePost } from '../../posts/post-fixture';
import { json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';

const imagePost = makePost(1, {
  text: '<p>Formwork before the pour</p>',
  media: [{ file: 'slab.jpg', type: 'image', alt: 'The slab', width: 800, height: 600 }],
});
const videoPost = makePost(2, {
  media: [
    { file: 'crane.mp4', type: 'video', duration: 65, thumbnail: 'crane.jpg' },
    { file: 'more.jpg', type: 'image' },
  ],
});

describe('explore: the media tabs', () => {
  it('shows the images found as tiles that open their posts, with the filters from the address', async () => {
    const queries: URLSearchParams[] = [];
    renderApp('/explore?tab=images&q=formwork&categories=news&categories=arts', {
      'GET /api/explore/media': (request) => {
        queries.push(new URL(request.url).searchParams);
        return json(200, { items: [imagePost] });
      },
    });
    const grid = await screen.findByRole('list', { name: 'Images found' });
    const tile = within(grid).getByRole('link', {
      name: 'Image by @sam: Formwork before the pour',
    });
    expect(tile.getAttribute('href')).toBe(`/post/${imagePost.id}`);
    expect(within(tile).getByRole('img', { name: 'The slab' })).toBeTruthy();
    expect(queries[0]?.get('type')).toBe('images');
    expect(queries[0]?.get('search')).toBe('formwork');
    expect(queries[0]?.getAll('categories')).toEqual(['news', 'arts']);
    // Images have no length: no length filter.
    expect(screen.queryByLabelText('Length')).toBeNull();

    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'oldest' } });
    await waitFor(() => expect(queries.at(-1)?.get('chronology')).toBe('oldest'));
    expect(queries.at(-1)?.getAll('categories')).toEqual(['news', 'arts']);
  });

  it('shows a video with its length and how many more items the post has, and filters by length', async () => {
    const queries: URLSearchParams[] = [];
    renderApp('/explore?tab=videos', {
      'GET /api/explore/media': (request) => {
        queries.push(new URL(request.url).searchParams);
        return json(200, { items: [videoPost] });
      },
    });
    const grid = await screen.findByRole('list', { name: 'Videos found' });
    expect(within(grid).getByText('1:05 · +1')).toBeTruthy();
    expect(queries[0]?.get('type')).toBe('videos');
    fireEvent.change(screen.getByLabelText('Length'), { target: { value: 'short' } });
    await waitFor(() => expect(queries.at(-1)?.get('duration')).toBe('short'));
  });

  it('reads shorts from their own call, and audio as the music type', async () => {
    const asked: string[] = [];
    renderApp('/explore?tab=shorts', {
      'GET /api/explore/shorts': () => {
        asked.push('shorts');
        return json(200, { items: [] });
      },
      'GET /api/explore/media': (request) => {
        asked.push(`media ${new URL(request.url).searchParams.get('type')}`);
        return json(200, { items: [] });
      },
    });
    expect(await screen.findByRole('heading', { name: 'No shorts found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Audio' }));
    expect(await screen.findByRole('heading', { name: 'No audio found' })).toBeTruthy();
    expect(asked).toEqual(['shorts', 'media music']);
  });

  it('shows the error with Retry when the media cannot be loaded', async () => {
    let calls = 0;
    renderApp('/explore?tab=gifs', {
      'GET /api/explore/media': () => {
        calls += 1;
        return calls === 1 ? json(500, { message: 'Down' }) : json(200, { items: [imagePost] });
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'The GIFs could not be loaded' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'GIFs found' })).toBeTruthy();
  });
});
