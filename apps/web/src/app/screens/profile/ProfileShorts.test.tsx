import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePost } from '../../posts/post-fixture';
import { json } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';
import { installFakeMedia } from '../videos/fake-media';

const ANA_ID = '0190b3c2-0000-7000-8000-0000000000a1';
const ana = {
  id: ANA_ID,
  username: 'ana',
  accountType: 'personal',
  general: { displayName: 'Ana Builder', avatar: null },
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
  postsCount: 2,
  followedByMe: false,
  followsMe: false,
  mutedByMe: false,
  blockedByMe: false,
  canMessage: true,
  pinnedPost: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const short = (n: number, text: string) =>
  makePost(n, {
    kind: 'short',
    text: `<p>${text}</p>`,
    media: [
      {
        file: `s${n}.mp4`,
        type: 'video',
        width: 360,
        height: 640,
        duration: 4,
        thumbnail: `s${n}.jpg`,
      },
    ],
  });

beforeEach(() => {
  installFakeMedia();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the profile's shorts tab", () => {
  it('lists the shorts newest first and opens the player at the one pressed', async () => {
    const queries: string[] = [];
    renderApp('/profile/ana', {
      'GET /api/user/profile-by-name/ana': () => json(200, ana),
      [`GET /api/user/newsfeed/${ANA_ID}`]: () => json(200, { items: [] }),
      [`GET /api/user/profile/${ANA_ID}/shorts`]: (request) => {
        queries.push(new URL(request.url).search);
        return json(200, { items: [short(2, 'Pouring the slab'), short(1, 'Rebar check')] });
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Shorts' }));
    const grid = await screen.findByRole('list', { name: 'Shorts' });
    expect(queries[0]).toContain('chronology=recent');
    const tiles = within(grid).getAllByRole('button');
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Play short: Pouring the slab',
      'Play short: Rebar check',
    ]);

    fireEvent.click(tiles[1]!);
    const dialog = screen.getByRole('dialog', { name: "Ana Builder's shorts" });
    const player = within(dialog).getByRole('region', { name: "Ana Builder's shorts" });
    const opened = player.querySelector<HTMLElement>('[data-active="true"]')!;
    expect(within(opened).getByText('Rebar check')).toBeTruthy();
    await waitFor(() => expect(opened.querySelector('video')!.paused).toBe(false));

    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when the person has no shorts', async () => {
    renderApp('/profile/ana', {
      'GET /api/user/profile-by-name/ana': () => json(200, ana),
      [`GET /api/user/newsfeed/${ANA_ID}`]: () => json(200, { items: [] }),
      [`GET /api/user/profile/${ANA_ID}/shorts`]: () => json(200, { items: [] }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Shorts' }));
    expect(await screen.findByText('Ana Builder has not posted a short video yet.')).toBeTruthy();
  });
});
