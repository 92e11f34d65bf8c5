import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, type Handler } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';
import type { Chat } from './dm-types';
import { ANA, BEN, ME, makeChat, makeMessage, person } from './messages-fixtures';

function listRoutes(pinned: Chat[][], users: Chat[][], extra: Record<string, Handler> = {}) {
  const queries: URLSearchParams[] = [];
  return {
    queries,
    routes: {
      'GET /api/user/dm/list': (request: Request) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        const pages = query.get('pinned') === 'true' ? pinned : users;
        return json(200, { items: pages.shift() ?? [] });
      },
      'GET /api/user/dm/state': () => json(200, { unread: 0, unreadChats: 0 }),
      ...extra,
    } satisfies Record<string, Handler>,
  };
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the chat list', () => {
  it('shows pinned chats on top, each list newest first, with excerpts and unread counts', async () => {
    const cy = person(3, 'Cy');
    const { routes } = listRoutes(
      [[makeChat(cy, { pinned: true, message: makeMessage(9, cy) })]],
      [
        [
          makeChat(ANA, { message: makeMessage(5, ANA, { text: 'Older one' }) }),
          makeChat(BEN, { unread: 2, message: makeMessage(2, BEN, { text: 'Pour at 7' }) }),
        ],
      ],
    );
    renderApp('/messages', routes);
    const pinned = await screen.findByRole('region', { name: 'Pinned' });
    expect(names(pinned)).toEqual([expect.stringContaining('Cy')]);
    const all = screen.getByRole('region', { name: 'All chats' });
    const rows = names(all);
    expect(rows[0]).toContain('Ben');
    expect(rows[0]).toContain('Pour at 7');
    expect(rows[0]).toContain('2 unread');
    expect(rows[1]).toContain('Ana');
  });

  it('loads 15 chats a page and the next page on "Load more chats"', async () => {
    const many = Array.from({ length: 15 }, (_, i) =>
      makeChat(person(10 + i, `P${i}`), { message: makeMessage(i + 1, person(10 + i, `P${i}`)) }),
    );
    const { routes, queries } = listRoutes(
      [[]],
      [many, [makeChat(ANA, { message: makeMessage(40, ANA) })]],
    );
    renderApp('/messages', routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more chats' }));
    await screen.findByText('Ana');
    const last = queries.at(-1)!;
    expect(last.get('pinned')).toBe('false');
    expect(last.get('skip')).toBe('15');
    expect(last.get('limit')).toBe('15');
    expect(screen.queryByRole('button', { name: 'Load more chats' })).toBeNull();
  });

  it('shows an empty state', async () => {
    const { routes } = listRoutes([[]], [[]]);
    renderApp('/messages', routes);
    expect(await screen.findByText('No messages yet')).toBeTruthy();
  });

  it('shows a load error with Retry', async () => {
    let fail = true;
    const { routes } = listRoutes([[]], [[makeChat(ANA)]]);
    const list = routes['GET /api/user/dm/list'];
    renderApp('/messages', {
      ...routes,
      'GET /api/user/dm/list': (request) =>
        fail ? json(500, { message: 'Broken.' }) : list(request),
    });
    expect(await screen.findByText('The chats could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ana')).toBeTruthy();
  });

  it('moves a chat with a new live message to the top, and pins from dm:chat', async () => {
    const { routes } = listRoutes(
      [[]],
      [
        [
          makeChat(ANA, { message: makeMessage(1, ANA) }),
          makeChat(BEN, { message: makeMessage(3, BEN) }),
        ],
      ],
    );
    const fake = renderApp('/messages', routes);
    const all = await screen.findByRole('region', { name: 'Chats' });
    expect(names(all)[0]).toContain('Ana');
    await waitFor(() => expect(fake.socket.connected).toBe(true));
    const fresh = makeMessage(0, BEN, { text: 'Just now' });
    act(() =>
      fake.socket.emit('dm:message', {
        message: fresh,
        chat: makeChat(BEN, { message: fresh, unread: 1 }),
      }),
    );
    await waitFor(() =>
      expect(names(screen.getByRole('region', { name: 'Chats' }))[0]).toContain('Just now'),
    );
    act(() => fake.socket.emit('dm:chat', { chatId: ANA.id, pinned: true, left: false }));
    const pinned = await screen.findByRole('region', { name: 'Pinned' });
    expect(names(pinned)[0]).toContain('Ana');
  });

  it('merges the chats that changed while the connection was down once it comes up', async () => {
    const fresh = makeMessage(0, BEN, { text: 'Sent while down' });
    const { routes } = listRoutes(
      [[], []],
      [
        [makeChat(ANA, { message: makeMessage(1, ANA) })],
        [makeChat(BEN, { message: fresh, unread: 1 })],
      ],
    );
    const fake = renderApp('/messages', routes);
    const all = await screen.findByRole('region', { name: 'Chats' });
    expect(names(all)).toHaveLength(1);
    await waitFor(() => expect(fake.socket.connected).toBe(true));
    act(() => fake.socket.setUp(true));
    await waitFor(() =>
      expect(names(screen.getByRole('region', { name: 'Chats' }))[0]).toContain('Sent while down'),
    );
    expect(names(screen.getByRole('region', { name: 'Chats' }))).toHaveLength(2);
  });
});

describe('the unread chats badge', () => {
  it('shows unread chats on the Messages navigation item and follows dm:state', async () => {
    const fake = renderApp('/home', {
      'GET /api/user/dm/state': () => json(200, { unread: 5, unreadChats: 2 }),
      'GET /api/user/notifications/count': () => json(200, { unread: 0 }),
    });
    const nav = await screen.findByRole('navigation', { name: /main|primary|navigation/i });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /Messages/ }).textContent).toContain('2'),
    );
    await waitFor(() => expect(fake.socket.connected).toBe(true));
    act(() => fake.socket.emit('dm:state', { unread: 9, unreadChats: 4 }));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /Messages/ }).textContent).toContain('4'),
    );
  });
});

describe('search', () => {
  it('finds people to write to (not oneself) and opens the chat with them', async () => {
    const { routes } = listRoutes([[]], [[]], {
      'POST /api/users/search': () => json(200, { items: [ANA, ME] }),
    });
    renderApp('/messages', routes);
    fireEvent.click(await screen.findByRole('tab', { name: 'People' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Find people' }), {
      target: { value: 'an' },
    });
    const people = await screen.findByRole('list', { name: 'People' });
    const links = within(people).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe(`/messages/${ANA.id}`);
  });

  it('searches message text 20 a page and links each match to its message', async () => {
    const queries: URLSearchParams[] = [];
    const match = makeMessage(4, ANA, { text: 'Rebar on Tuesday' });
    const { routes } = listRoutes([[]], [[]], {
      'GET /api/user/dm/search': (request) => {
        queries.push(new URL(request.url).searchParams);
        return json(200, { items: [{ chatId: ANA.id, user: ANA, message: match }] });
      },
    });
    renderApp('/messages', routes);
    fireEvent.click(await screen.findByRole('tab', { name: 'Messages' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search messages' }), {
      target: { value: 'rebar' },
    });
    const found = await screen.findByRole('list', { name: 'Messages found' });
    expect(within(found).getByRole('link').getAttribute('href')).toBe(
      `/messages/${ANA.id}#message-${match.id}`,
    );
    expect(queries[0]!.get('q')).toBe('rebar');
    expect(queries[0]!.get('limit')).toBe('20');
  });
});
