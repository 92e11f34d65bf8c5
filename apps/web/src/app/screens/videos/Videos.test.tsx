import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePost, makePosts } from '../../posts/post-fixture';
import type { Post } from '../../posts/types';
import { json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';
import { installFakeMedia, setPageHidden, type FakeMedia } from './fake-media';

/** A post carrying one processed video. */
function videoPost(n: number, overrides: Partial<Post> = {}): Post {
  return makePost(n, {
    text: `<p>Video number ${n}</p>`,
    media: [
      {
        file: `clip-${n}.mp4`,
        type: 'video',
        width: 360,
        height: 640,
        duration: 5,
        thumbnail: `clip-${n}.jpg`,
      },
    ],
    ...overrides,
  });
}

const shorts = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => videoPost(from + i, { kind: 'short' }));

let media: FakeMedia;
beforeEach(() => {
  media = installFakeMedia();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setPageHidden(false);
});

describe('the video column', () => {
  it('searches long videos by words, category and order', async () => {
    const bodies: Record<string, unknown>[] = [];
    renderApp('/videos', {
      'POST /api/explore/search/video': async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return json(200, { items: body.search ? [videoPost(7)] : makePosts(1, 2) });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Videos', level: 1 })).toBeTruthy();
    await screen.findByText('Post number 2');
    expect(bodies[0]).toEqual({ type: 'videos_full', chronology: 'recent', skip: 0, limit: 10 });

    fireEvent.change(screen.getByRole('textbox', { name: 'Search videos' }), {
      target: { value: ' bridge pour ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Video number 7');
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), {
      target: { value: 'news' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Most popular' }));
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({
        type: 'videos_full',
        search: 'bridge pour',
        subType: 'news',
        chronology: 'popular',
        skip: 0,
        limit: 10,
      }),
    );
  });

  it('stops loading when a page fails, and loads again on Retry', async () => {
    const skips: number[] = [];
    let fail = true;
    renderApp('/videos', {
      'POST /api/explore/search/video': async (request) => {
        const { skip } = (await request.json()) as { skip: number };
        skips.push(skip);
        if (skip === 10 && fail) return json(500, { message: 'Search is down.', status: 500 });
        return json(200, { items: skip === 0 ? makePosts(1, 10) : [makePost(11)] });
      },
    });
    await screen.findByText('Post number 10');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('The posts could not be loaded')).toBeTruthy();
    // No further page is asked for after the failure.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(skips).toEqual([0, 10]);

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Post number 10');
    expect(skips).toEqual([0, 10, 0]);
  });

  it('says so when there are no long videos yet', async () => {
    renderApp('/videos', { 'POST /api/explore/search/video': () => json(200, { items: [] }) });
    expect(await screen.findByRole('heading', { name: 'No videos yet' })).toBeTruthy();
  });
});

/** The shorts player's slides and videos, in order. */
function slides() {
  const player = screen.getByRole('region', { name: 'Shorts' });
  const articles = [...player.querySelectorAll<HTMLElement>('[data-short-index]')];
  return { player, articles, videos: articles.map((a) => a.querySelector('video')!) };
}

describe('the shorts player', () => {
  it('plays the short on screen muted and looping, pauses the one left, and fetches the next', async () => {
    renderApp('/videos/shorts', {
      'GET /api/explore/shorts': () => json(200, { items: shorts(1, 3) }),
    });
    await screen.findByRole('region', { name: 'Shorts' });
    const { player, articles, videos } = slides();
    await waitFor(() => expect(media.play).toHaveBeenCalled());
    expect(media.play.mock.contexts.at(-1)).toBe(videos[0]);
    expect(videos[0]!.muted).toBe(true);
    expect(videos[0]!.loop).toBe(true);
    expect(videos.map((v) => v.preload)).toEqual(['auto', 'auto', 'none']);
    expect(within(articles[0]!).getByText('Video number 1')).toBeTruthy();
    expect(within(articles[0]!).getByRole('link', { name: 'Sam Supplier' })).toBeTruthy();

    // Swiped on: the second short fills the player.
    act(() => media.show(player, articles, [0.1, 0.9, 0]));
    await waitFor(() => expect(articles[1]!.dataset.active).toBe('true'));
    expect(media.play.mock.contexts.at(-1)).toBe(videos[1]);
    expect(videos[0]!.paused).toBe(true);
    expect(videos.map((v) => v.preload)).toEqual(['metadata', 'auto', 'auto']);

    // Half-way between two, the watched one stays.
    act(() => media.show(player, articles, [0, 0.5, 0.5]));
    expect(articles[1]!.dataset.active).toBe('true');
  });

  it('moves with ArrowDown, j, ArrowUp and k, but not while typing in a field', async () => {
    renderApp('/videos/shorts', {
      'GET /api/explore/shorts': () => json(200, { items: shorts(1, 3) }),
    });
    await screen.findByRole('region', { name: 'Shorts' });
    const { player, articles } = slides();
    // Each short a screen (800 px) below the one before.
    articles.forEach((article, i) =>
      Object.defineProperty(article, 'offsetTop', { value: i * 800, configurable: true }),
    );
    const tops = () => media.scrollTo.mock.calls.map(([to]) => to?.top);

    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    expect(tops()).toEqual([800, 0]);
    expect(media.scrollTo.mock.contexts).toEqual([player, player]);

    act(() => media.show(player, articles, [0, 1, 0]));
    await waitFor(() => expect(articles[1]!.dataset.active).toBe('true'));
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(tops()).toEqual([800, 0, 1600, 0]);

    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Search people' }), { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'j', ctrlKey: true });
    expect(media.scrollTo).toHaveBeenCalledTimes(4);
  });

  it('unmutes on request, and pauses while the tab is hidden', async () => {
    renderApp('/videos/shorts', {
      'GET /api/explore/shorts': () => json(200, { items: shorts(1, 2) }),
    });
    await screen.findByRole('region', { name: 'Shorts' });
    const { videos } = slides();
    await waitFor(() => expect(videos[0]!.paused).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(videos[0]!.muted).toBe(false);
    expect(screen.getByRole('button', { name: 'Mute' })).toBeTruthy();

    act(() => setPageHidden(true));
    await waitFor(() => expect(videos[0]!.paused).toBe(true));
    act(() => setPageHidden(false));
    await waitFor(() => expect(videos[0]!.paused).toBe(false));
  });

  it('asks for the next page as the last shorts come up', async () => {
    const skips: string[] = [];
    renderApp('/videos/shorts', {
      'GET /api/explore/shorts': (request) => {
        const skip = new URL(request.url).searchParams.get('skip') ?? '';
        skips.push(skip);
        return json(200, { items: skip === '0' ? shorts(1, 10) : shorts(11, 2) });
      },
    });
    await screen.findByRole('region', { name: 'Shorts' });
    const { player, articles } = slides();
    expect(skips).toEqual(['0']);
    act(() => media.show(player, articles, [0, 0, 0, 0, 0, 0, 0, 0, 1, 0]));
    await waitFor(() => expect(skips).toEqual(['0', '10']));
    await waitFor(() => expect(slides().articles).toHaveLength(12));
  });

  it('says so when there are no shorts', async () => {
    renderApp('/videos/shorts', { 'GET /api/explore/shorts': () => json(200, { items: [] }) });
    expect(await screen.findByRole('heading', { name: 'No shorts yet' })).toBeTruthy();
  });
});
