// A post whose video is still being processed: "Processing…" with the progress its owner's
// realtime events report, then the video once the server says it is ready, or once the post is
// read again when an event may have been missed.
import { act, screen, waitFor } from '@testing-library/react';
import { VIDEO_MESSAGES } from '@trestle/core';
import { describe, expect, it } from 'vitest';
import { demoUser, json } from '../../test/fake-services';
import { renderApp } from '../../test/render-app';
import { makePost } from './post-fixture';

const file = '0190b3c2-0000-7000-8000-00000000f11e.mp4';
const video = { file, type: 'video' as const, width: 1080, height: 1920, duration: 12 };
/** The signed-in person, who uploaded the video: the one its realtime events are sent to. */
const uploader = { id: demoUser.id, username: demoUser.username, general: demoUser.general };
const postReads = (calls: string[], id: string) =>
  calls.filter((call) => call === `GET /api/user/post/${id}`).length;

describe('a post with a video being processed', () => {
  it('shows processing and its progress, then plays the video when it is ready', async () => {
    let ready = false;
    const processing = makePost(1, { user: uploader, media: [{ ...video, processing: true }] });
    const done = makePost(1, { user: uploader, media: [{ ...video, thumbnail: 'poster.jpg' }] });
    const fake = renderApp(`/post/${processing.id}`, {
      [`GET /api/user/post/${processing.id}`]: () => json(200, ready ? done : processing),
      [`GET /api/user/post/${processing.id}/replies`]: () => json(200, { items: [] }),
    });
    const status = await screen.findByTestId('media-processing');
    expect(status.textContent).toBe(VIDEO_MESSAGES.processing);
    // It already takes the video's box: its width and shape.
    expect(status.style.width).toBe('1080px');
    expect(status.style.aspectRatio).toBe('1080 / 1920');
    act(() => fake.socket.emit('media:progress', { file: 'another.mp4', percent: 90 }));
    act(() => fake.socket.emit('media:progress', { file, percent: 42 }));
    expect(status.textContent).toBe(`${VIDEO_MESSAGES.processing} 42%`);

    ready = true;
    act(() => fake.socket.emit('media:ready', { file }));
    const player = await screen.findByLabelText('Video');
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toContain(file);
    expect(player.getAttribute('poster')).toContain('poster.jpg');
    expect(player.hasAttribute('controls')).toBe(true);
    expect(player.hasAttribute('playsinline')).toBe(true);
    expect([player.getAttribute('width'), player.getAttribute('height')]).toEqual(['1080', '1920']);
    expect(screen.queryByTestId('media-processing')).toBeNull();
  });

  it('plays in the home feed too, which keeps its posts itself: the card reads the post again', async () => {
    let ready = false;
    const processing = makePost(7, { user: uploader, media: [{ ...video, processing: true }] });
    const done = makePost(7, { user: uploader, media: [{ ...video, thumbnail: 'poster.jpg' }] });
    const fake = renderApp('/', {
      'GET /api/user/newsfeed': () => json(200, { items: [processing] }),
      [`GET /api/user/post/${processing.id}`]: () => json(200, ready ? done : processing),
    });
    await screen.findByTestId('media-processing');
    ready = true;
    act(() => fake.socket.emit('media:ready', { file }));
    const player = await screen.findByLabelText('Video');
    expect(player.getAttribute('poster')).toContain('poster.jpg');
    expect(screen.queryByTestId('media-processing')).toBeNull();
  });

  it('plays once the page connects when the ready event was sent before it was connected', async () => {
    let ready = false;
    const processing = makePost(3, { user: uploader, media: [{ ...video, processing: true }] });
    const done = makePost(3, { user: uploader, media: [{ ...video, thumbnail: 'poster.jpg' }] });
    const fake = renderApp(`/post/${processing.id}`, {
      [`GET /api/user/post/${processing.id}`]: () => json(200, ready ? done : processing),
      [`GET /api/user/post/${processing.id}/replies`]: () => json(200, { items: [] }),
    });
    await screen.findByTestId('media-processing');
    // The page's read and the card's own read when shown: both said processing.
    await waitFor(() => expect(postReads(fake.calls, processing.id)).toBe(2));
    // The file is ready; its event went out while the page had no connection and never comes.
    ready = true;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByTestId('media-processing')).toBeTruthy();

    act(() => fake.socket.setUp(true));
    const player = await screen.findByLabelText('Video');
    expect(player.getAttribute('poster')).toContain('poster.jpg');
    expect(screen.queryByTestId('media-processing')).toBeNull();
    expect(postReads(fake.calls, processing.id)).toBe(3);
  });

  it('plays at once in a list read before the file was ready, whose ready event came before it was shown', async () => {
    const processing = makePost(8, { user: uploader, media: [{ ...video, processing: true }] });
    const done = makePost(8, { user: uploader, media: [{ ...video, thumbnail: 'poster.jpg' }] });
    renderApp('/', {
      'GET /api/user/newsfeed': () => json(200, { items: [processing] }),
      [`GET /api/user/post/${processing.id}`]: () => json(200, done),
    });
    const player = await screen.findByLabelText('Video');
    expect(player.getAttribute('poster')).toContain('poster.jpg');
    expect(screen.queryByTestId('media-processing')).toBeNull();
  });
});
