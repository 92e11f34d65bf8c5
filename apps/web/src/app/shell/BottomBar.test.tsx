import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, type Handler } from '../../test/fake-services';
import { renderApp } from '../../test/render-app';
import { DESKTOP_WIDTH, PHONE_WIDTH, setWindowWidth } from './shell-test-kit';

const routes = (unread = 0): Record<string, Handler> => ({
  'GET /api/user/notifications/count': () => json(200, { unread }),
  'GET /api/user/notifications': () => json(200, { items: [] }),
  'GET /api/user/newsfeed': () => json(200, { items: [] }),
});

const bar = () => screen.findByRole('navigation', { name: 'Shortcuts' });

beforeEach(() => setWindowWidth(PHONE_WIDTH));
afterEach(() => setWindowWidth(1024));

describe('the bottom bar', () => {
  it('shows Home, Search, Post, Notifications, Messages and Profile, each named', async () => {
    renderApp('/jobs', routes());
    const nav = await bar();
    const names = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('a, button')?.textContent);
    expect(names).toEqual(['Home', 'Search', 'Post', 'Notifications', 'Messages', 'Profile']);
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect([
      href('Home'),
      href('Search'),
      href('Notifications'),
      href('Messages'),
      href('Profile'),
    ]).toEqual(['/', '/explore', '/notifications', '/messages', '/profile']);
    // Icons only: the names are for screen readers.
    expect(
      within(nav).getAllByRole('link')[0]!.querySelector('svg[aria-hidden="true"]'),
    ).toBeTruthy();
    // Jobs is not in the bar: nothing in it is current.
    expect(nav.querySelector('[aria-current]')).toBeNull();
  });

  it('marks the current area and follows the navigation', async () => {
    renderApp('/messages', routes());
    const nav = await bar();
    const current = () =>
      Array.from(nav.querySelectorAll('[aria-current="page"]')).map((item) => item.textContent);
    await waitFor(() => expect(current()).toEqual(['Messages']));
    fireEvent.click(within(nav).getByRole('link', { name: 'Notifications' }));
    await waitFor(() => expect(current()).toEqual(['Notifications']));
    fireEvent.click(within(nav).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(current()).toEqual(['Home']));
  });

  it('shows the live unread count on Notifications', async () => {
    const fake = renderApp('/jobs', routes(3));
    const nav = await bar();
    expect(await within(nav).findByRole('link', { name: 'Notifications 3 unread' })).toBeTruthy();
    await waitFor(() => expect(fake.socket.connected).toBe(true));
    act(() => fake.socket.emit('notifications:count', { unread: 120 }));
    expect(within(nav).getByRole('link', { name: 'Notifications 99+ unread' })).toBeTruthy();
    act(() => fake.socket.emit('notifications:count', { unread: 0 }));
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toBeTruthy();
  });

  it('loads the unread count again when the connection comes up (pushes were missed)', async () => {
    let unread = 3;
    const fake = renderApp('/jobs', {
      ...routes(),
      'GET /api/user/notifications/count': () => json(200, { unread }),
    });
    const nav = await bar();
    await within(nav).findByRole('link', { name: 'Notifications 3 unread' });
    await waitFor(() => expect(fake.socket.connected).toBe(true));
    unread = 5;
    act(() => fake.socket.setUp(true));
    expect(await within(nav).findByRole('link', { name: 'Notifications 5 unread' })).toBeTruthy();
  });

  // The room kept below the page for the bar is AppShell's (ui's AppShell.test.tsx).
  it('shows only at phone widths', async () => {
    renderApp('/jobs', routes());
    await bar();

    setWindowWidth(640);
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).toBeNull();
    setWindowWidth(DESKTOP_WIDTH);
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).toBeNull();

    setWindowWidth(639);
    expect(await bar()).toBeTruthy();
  });

  it('opens the composer from Post', async () => {
    renderApp('/jobs', routes());
    fireEvent.click(within(await bar()).getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('dialog', { name: 'New post' })).toBeTruthy();
  });

  it('leads from Search to Explore, and shows no header search on phones', async () => {
    renderApp('/jobs', routes());
    expect(screen.queryByRole('combobox', { name: 'Search people' })).toBeNull();
    fireEvent.click(within(await bar()).getByRole('link', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Explore', level: 1 })).toBeTruthy();
  });
});
