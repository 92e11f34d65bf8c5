import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePost } from '../../posts/post-fixture';
import { json, type Handler } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';
import type { Notification } from './notification-text';
import { notificationSentence } from './notification-text';

const person = (n: number, name: string) => ({
  id: `0190b3c2-0000-7000-8000-0000000001${String(n).padStart(2, '0')}`,
  username: name.toLowerCase(),
  general: { displayName: name, avatar: null },
});
const ANA = person(1, 'Ana');
const BEN = person(2, 'Ben');
const CY = person(3, 'Cy');
const DEE = person(4, 'Dee');

function entry(n: number, overrides: Partial<Notification> = {}): Notification {
  const time = new Date(Date.now() - n * 60_000).toISOString();
  return {
    id: `0190b3c2-0000-7000-9000-${String(n).padStart(12, '0')}`,
    type: 'follow',
    read: false,
    actor: ANA,
    actors: [ANA],
    actorsCount: 1,
    post: null,
    reply: null,
    reaction: null,
    group: null,
    createdAt: time,
    updatedAt: time,
    ...overrides,
  };
}

const GROUPED = entry(1, {
  type: 'reaction',
  actor: ANA,
  actors: [ANA, BEN, CY, DEE],
  actorsCount: 4,
  post: makePost(7, { text: '<p>Slab poured at <strong>Riverside</strong></p>' }),
  reaction: { type: 'love', smile: null },
});
const FOLLOW = entry(2, { type: 'follow', actor: BEN, actors: [BEN], read: true });

function routes(pages: Notification[][], extra: Record<string, Handler> = {}) {
  const requests: URLSearchParams[] = [];
  return {
    requests,
    routes: {
      'GET /api/user/notifications': (request: Request) => {
        const query = new URL(request.url).searchParams;
        requests.push(query);
        return json(200, { items: pages.shift() ?? [] });
      },
      'GET /api/user/notifications/count': () => json(200, { unread: 3 }),
      ...extra,
    } satisfies Record<string, Handler>,
  };
}

async function navLink(name: RegExp | string) {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav).findByRole('link', { name });
}

describe('notification sentences', () => {
  it('words grouped entries as Mastodon does', () => {
    expect(notificationSentence(GROUPED)).toBe('Ana and 3 others reacted to your post');
    expect(notificationSentence(FOLLOW)).toBe('Ben followed you');
    expect(
      notificationSentence(entry(3, { type: 'repost', actors: [ANA, BEN], actorsCount: 2 })),
    ).toBe('Ana and Ben reposted your post');
    expect(notificationSentence(entry(4, { type: 'quote' }))).toBe('Ana quoted your post');
    expect(notificationSentence(entry(5, { type: 'mention' }))).toBe('Ana mentioned you');
    expect(notificationSentence(entry(6, { type: 'reply' }))).toBe('Ana replied to your post');
    expect(
      notificationSentence(
        entry(7, {
          type: 'system',
          actor: null,
          actors: [],
          actorsCount: 0,
          text: 'Welcome aboard',
        }),
      ),
    ).toBe('Welcome aboard');
  });
});

describe('the notifications screen', () => {
  it('shows grouped entries with avatars, links and the unread mark', async () => {
    const { routes: api, requests } = routes([[GROUPED, FOLLOW]]);
    renderApp('/notifications', api);
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeTruthy();
    const grouped = await screen.findByRole('article', {
      name: 'Unread: Ana and 3 others reacted to your post',
    });
    expect(grouped.textContent).toContain('Ana and 3 others reacted to your post');
    expect(grouped.querySelectorAll('li')).toHaveLength(4);
    expect(within(grouped).getByRole('link', { name: 'Ana' }).getAttribute('href')).toBe(
      '/profile/ana',
    );
    const post = within(grouped).getByRole('link', { name: /Slab poured at Riverside/ });
    expect(post.getAttribute('href')).toBe(`/post/${makePost(7).id}`);
    expect(grouped.getAttribute('data-unread')).toBe('true');

    const follow = screen.getByRole('article', { name: 'Ben followed you' });
    expect(within(follow).getByRole('link', { name: 'Ben' }).getAttribute('href')).toBe(
      '/profile/ben',
    );
    expect(follow.hasAttribute('data-unread')).toBe(false);
    expect(requests.map((q) => q.toString())).toEqual(['type=all&skip=0&limit=10']);
  });

  it("words group entries with the server's sentence and links to the group", async () => {
    const group = {
      id: '0190b3c2-0000-7000-8000-00000000a001',
      name: 'site-leads',
      title: 'Site leads',
      type: 'closed' as const,
      privateGroup: false,
    };
    const request = entry(8, {
      type: 'group',
      actors: [ANA, BEN],
      actorsCount: 2,
      group,
      text: 'asked to join Site leads',
    });
    const accepted = entry(9, {
      type: 'group',
      actor: BEN,
      actors: [BEN],
      read: true,
      group,
      text: 'accepted your request to join Site leads',
    });
    const { routes: api } = routes([[request, accepted]]);
    renderApp('/notifications', api);
    const asked = await screen.findByRole('article', {
      name: 'Unread: Ana and Ben asked to join Site leads',
    });
    expect(
      within(asked)
        .getByRole('link', { name: /Site leads/ })
        .getAttribute('href'),
    ).toBe(`/groups/${group.id}?tab=requests`);
    const welcome = screen.getByRole('article', {
      name: 'Ben accepted your request to join Site leads',
    });
    expect(
      within(welcome)
        .getByRole('link', { name: /Site leads/ })
        .getAttribute('href'),
    ).toBe(`/groups/${group.id}`);
  });

  it('loads each tab from page one, with its own empty state', async () => {
    const { routes: api, requests } = routes([[GROUPED], []]);
    renderApp('/notifications', api);
    await screen.findByRole('article', { name: /reacted to your post/ });
    fireEvent.click(screen.getByRole('tab', { name: 'Follows' }));
    expect(await screen.findByRole('heading', { name: 'No follows yet' })).toBeTruthy();
    expect(requests.map((q) => q.get('type'))).toEqual(['all', 'follows']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Replies',
      'Mentions',
      'Reposts',
      'Reactions',
      'Follows',
    ]);
  });

  it('puts live entries on top of the tabs they belong to, a grown group moving up', async () => {
    const { routes: api } = routes([[GROUPED, FOLLOW], [FOLLOW]]);
    const fake = renderApp('/notifications', api);
    await screen.findByRole('article', { name: /reacted to your post/ });
    await waitFor(() => expect(fake.socket.connected).toBe(true));

    const fresh = entry(0, { type: 'mention', actor: CY, actors: [CY], post: makePost(9) });
    act(() => fake.socket.emit('notification', fresh));
    let articles = await screen.findAllByRole('article');
    expect(articles.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Unread: Cy mentioned you',
      'Unread: Ana and 3 others reacted to your post',
      'Ben followed you',
    ]);
    // The follow group gained a person: the same id comes again, unread, and moves to the top.
    act(() =>
      fake.socket.emit('notification', {
        ...FOLLOW,
        read: false,
        actors: [DEE, BEN],
        actorsCount: 2,
      }),
    );
    articles = await screen.findAllByRole('article');
    expect(articles.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Unread: Dee and Ben followed you',
      'Unread: Cy mentioned you',
      'Unread: Ana and 3 others reacted to your post',
    ]);

    // On the Follows tab, a mention does not show up.
    fireEvent.click(screen.getByRole('tab', { name: 'Follows' }));
    await screen.findByRole('article', { name: 'Ben followed you' });
    act(() =>
      fake.socket.emit('notification', entry(10, { type: 'mention', actor: CY, actors: [CY] })),
    );
    act(() =>
      fake.socket.emit('notification', entry(11, { type: 'follow', actor: CY, actors: [CY] })),
    );
    articles = await screen.findAllByRole('article');
    expect(articles.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Unread: Cy followed you',
      'Ben followed you',
    ]);
  });

  it('puts on top what came while the connection was down, once it comes up', async () => {
    const fresh = entry(0, { type: 'mention', actor: CY, actors: [CY], post: makePost(9) });
    const { routes: api } = routes([[FOLLOW], [fresh, FOLLOW]]);
    const fake = renderApp('/notifications', api);
    await screen.findByRole('article', { name: 'Ben followed you' });
    await waitFor(() => expect(fake.socket.connected).toBe(true));
    act(() => fake.socket.setUp(true));
    await screen.findByRole('article', { name: 'Unread: Cy mentioned you' });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Unread: Cy mentioned you',
      'Ben followed you',
    ]);
  });

  it('moves the badge with the server count and marks everything read', async () => {
    const bodies: unknown[] = [];
    let answer = 2;
    const { routes: api } = routes([[GROUPED, FOLLOW]], {
      'POST /api/user/notifications/read': async (request) => {
        bodies.push(await request.json());
        return json(200, { unread: answer });
      },
    });
    const fake = renderApp('/notifications', api);
    // Seeing the unread entry reads it: the badge falls to what the server counts then.
    await waitFor(() => expect(bodies).toEqual([{ ids: [GROUPED.id] }]));
    expect(await navLink('Notifications 2 unread')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menu 2 unread notifications' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('(2) Notifications · Trestle'));
    await waitFor(() => expect(fake.socket.connected).toBe(true));

    act(() => fake.socket.emit('notifications:count', { unread: 5 }));
    expect(await navLink('Notifications 5 unread')).toBeTruthy();

    answer = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await screen.findByRole('article', { name: 'Ana and 3 others reacted to your post' });
    await waitFor(() => expect(bodies).toEqual([{ ids: [GROUPED.id] }, { all: true }]));
    expect(await navLink('Notifications')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Notifications · Trestle'));
    expect(
      (screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('rolls "Mark all as read" back when the server refuses it', async () => {
    const { routes: api } = routes([[GROUPED]], {
      'POST /api/user/notifications/read': () => json(500, { message: 'Database down' }),
    });
    renderApp('/notifications', api);
    await navLink('Notifications 3 unread');
    await screen.findByRole('article', { name: /^Unread: / });
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await navLink('Notifications 3 unread')).toBeTruthy();
    expect(screen.getByRole('article', { name: /^Unread: / })).toBeTruthy();
  });

  it('reads the entries on screen as the page opens; opening one asks nothing more', async () => {
    const bodies: unknown[] = [];
    let onServer = 3;
    const { routes: api } = routes([[GROUPED, FOLLOW]], {
      'GET /api/user/notifications/count': () => json(200, { unread: onServer }),
      'POST /api/user/notifications/read': async (request) => {
        onServer = 2;
        bodies.push(await request.json());
        return json(200, { unread: onServer });
      },
    });
    renderApp('/notifications', api);
    const grouped = await screen.findByRole('article', { name: /reacted to your post/ });
    // The unread entry on screen is read as soon as it shows; it keeps its unread look for this
    // visit, so the reader still sees what is new.
    await waitFor(() => expect(bodies).toEqual([{ ids: [GROUPED.id] }]));
    expect(await navLink('Notifications 2 unread')).toBeTruthy();
    expect(grouped.getAttribute('data-unread')).toBe('true');
    // Opening it costs the badge nothing more. The post view opens in the frame.
    fireEvent.click(within(grouped).getByRole('link', { name: /Slab poured/ }));
    expect(await navLink('Notifications 2 unread')).toBeTruthy();
    expect(bodies).toEqual([{ ids: [GROUPED.id] }]);
  });

  it('says so when there is nothing, and offers Retry when the load fails', async () => {
    let fail = true;
    renderApp('/notifications', {
      'GET /api/user/notifications': () =>
        fail ? json(500, { message: 'Database down' }) : json(200, { items: [] }),
    });
    expect(
      await screen.findByRole('heading', { name: 'The notifications could not be loaded' }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeTruthy();
  });

  it('opens on any path with "notification" in it', async () => {
    renderApp('/my-notifications', {
      'GET /api/user/notifications': () => json(200, { items: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeTruthy();
  });
});
