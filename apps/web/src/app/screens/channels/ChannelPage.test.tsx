import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHANNEL_FETCH_DELAY_MS } from '@trestle/core';
import { makePost } from '../../posts/post-fixture';
import { json, type Handler } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';
import { ME, makeChannel } from './channel-fixture';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function renderChannel(channel: ReturnType<typeof makeChannel>, routes: Record<string, Handler>) {
  return renderApp(`/channels/${channel.id}`, {
    [`GET /api/user/channel/${channel.id}`]: () => json(200, channel),
    ...routes,
  });
}

describe('the channel page', () => {
  it('shows the header, the pinned post on top, the feed, and follows', async () => {
    const pinned = makePost(1, { text: '<p>Read me first</p>' });
    const channel = makeChannel(7, {
      title: 'Steel news',
      description: 'Beams and bolts',
      pinnedPostId: pinned.id,
      followersCount: 1,
    });
    const follows: string[] = [];
    renderChannel(channel, {
      [`GET /api/user/post/${pinned.id}`]: () => json(200, pinned),
      // The server puts the pinned post first; the page shows it in its own place.
      'GET /api/user/channels/newsfeed': (request) => {
        expect(new URL(request.url).searchParams.get('channelId')).toBe(channel.id);
        return json(200, { items: [pinned, makePost(2), makePost(3)] });
      },
      [`POST /api/user/channel/${channel.id}/follow`]: () => {
        follows.push('follow');
        return json(200, { ok: true });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Steel news', level: 1 })).toBeTruthy();
    expect(screen.getByText('Beams and bolts')).toBeTruthy();
    const top = await screen.findByRole('region', { name: 'Pinned post' });
    expect(within(top).getByText('Read me first')).toBeTruthy();
    expect(within(top).getByText('Pinned in this channel')).toBeTruthy();
    const feed = await screen.findByRole('list', { name: 'Posts in Steel news' });
    expect(within(feed).queryByText('Read me first')).toBeNull();
    expect(within(feed).getByText('Post number 2')).toBeTruthy();
    // Not the owner: Follow, no composer.
    expect(screen.queryByRole('button', { name: 'Post in this channel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Follow Steel news' }));
    await screen.findByRole('button', { name: 'Unfollow Steel news' });
    expect(screen.getByRole('link', { name: '2 followers' })).toBeTruthy();
    expect(follows).toEqual(['follow']);
  });

  it('searches the channel once typing pauses', async () => {
    const channel = makeChannel(8);
    const searches: (string | null)[] = [];
    renderChannel(channel, {
      'GET /api/user/channels/newsfeed': (request) => {
        const search = new URL(request.url).searchParams.get('search');
        searches.push(search);
        return json(200, { items: search ? [] : [makePost(4)] });
      },
    });
    const box = await screen.findByRole('textbox', { name: 'Search this channel' });
    await screen.findByText('Post number 4');
    fireEvent.change(box, { target: { value: 'b' } });
    fireEvent.change(box, { target: { value: 'beams' } });
    await pause(CHANNEL_FETCH_DELAY_MS / 3);
    expect(searches).toEqual([null]);
    expect(await screen.findByRole('heading', { name: 'Nothing found' })).toBeTruthy();
    expect(searches).toEqual([null, 'beams']);
  });

  it('gives the owner the composer and an empty state that invites the first post', async () => {
    const channel = makeChannel(11, { owner: ME, title: 'Empty yard' });
    renderChannel(channel, {
      'GET /api/user/channels/newsfeed': () => json(200, { items: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Post in this channel' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Edit channel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Follow/ })).toBeNull();
  });

  it('lets the owner pin a post of the channel on top', async () => {
    const channel = makeChannel(9, { owner: ME, title: 'My yard' });
    const own = makePost(5, { user: ME, channel: { id: channel.id, name: 'n', title: 'My yard' } });
    const pins: unknown[] = [];
    renderChannel(channel, {
      'GET /api/user/channels/newsfeed': () => json(200, { items: [own] }),
      [`POST /api/user/channel/${channel.id}/pin`]: async (request) => {
        const body = (await request.json()) as { postId: string };
        pins.push(body);
        return json(200, { ...channel, pinnedPostId: body.postId });
      },
      [`GET /api/user/post/${own.id}`]: () => json(200, own),
    });
    const card = (await screen.findByText('Post number 5')).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: 'More actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Pin to channel' }));
    await waitFor(() => expect(pins).toEqual([{ postId: own.id }]));
    const top = await screen.findByRole('region', { name: 'Pinned post' });
    expect(within(top).getByText('Post number 5')).toBeTruthy();
    expect(within(top).getByText('Pinned in this channel')).toBeTruthy();
  });

  it('says so when the channel does not exist', async () => {
    const channel = makeChannel(10);
    renderApp(`/channels/${channel.id}`, {
      [`GET /api/user/channel/${channel.id}`]: () => json(404, { message: 'Not found' }),
    });
    expect(
      await screen.findByRole('heading', { name: 'This channel does not exist' }),
    ).toBeTruthy();
  });
});
