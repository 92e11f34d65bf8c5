import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, type Handler } from '../../test/fake-services';
import { renderApp } from '../../test/render-app';
import { topicPath } from './RightColumn';

const tag = (name: string, postsCount: number) => ({ id: `id-${name}`, name, postsCount });
const person = (n: number, name: string, followedByMe = false) => ({
  id: `0190b3c2-0000-7000-8000-0000000002${String(n).padStart(2, '0')}`,
  username: name.toLowerCase(),
  general: { displayName: `${name} Builder`, avatar: null },
  followedByMe,
});

/** The home screen with an empty feed, so only the right column says anything. */
function renderColumn(routes: Record<string, Handler>) {
  return renderApp('/', {
    'GET /api/user/newsfeed': () => json(200, { items: [] }),
    'GET /api/user/notifications/count': () => json(200, { unread: 0 }),
    ...routes,
  });
}

async function slot(name: string) {
  const column = await screen.findByRole('complementary', { name: 'Suggestions' });
  return within(column).getByRole('region', { name });
}

describe('the right column', () => {
  it('shows five trending topics of the day or the week, each leading to its search', async () => {
    const periods: string[] = [];
    renderColumn({
      'GET /api/user/tags': (request) => {
        const query = new URL(request.url).searchParams;
        periods.push(`${query.get('period')}/${query.get('limit')}`);
        return json(200, {
          items:
            query.get('period') === 'day'
              ? [tag('timber', 12), tag('steel', 1)]
              : [1, 2, 3, 4, 5].map((n) => tag(`week${n}`, 100 * n)),
        });
      },
      'GET /api/explore/people/suggested': () => json(200, { items: [] }),
    });
    const topics = await slot('Trending topics');
    const today = await within(topics).findByRole('list', { name: 'Trending today' });
    const first = within(today).getByRole('link', { name: '#timber 12 posts' });
    expect(first.getAttribute('href')).toBe('/explore?q=%23timber');
    expect(within(today).getByRole('link', { name: '#steel 1 post' })).toBeTruthy();
    expect(within(topics).getByRole('button', { name: 'Day' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(within(topics).getByRole('button', { name: 'Week' }));
    const week = await within(topics).findByRole('list', { name: 'Trending this week' });
    expect(within(week).getAllByRole('link')).toHaveLength(5);
    expect(within(week).getByRole('link', { name: '#week5 500 posts' })).toBeTruthy();
    expect(periods).toEqual(['day/5', 'week/5']);
    expect(topicPath('métal')).toBe('/explore?q=%23m%C3%A9tal');
  });

  it('says when there are no topics and no suggestions yet', async () => {
    renderColumn({
      'GET /api/user/tags': () => json(200, { items: [] }),
      'GET /api/explore/people/suggested': () => json(200, { items: [] }),
    });
    const topics = await slot('Trending topics');
    expect(await within(topics).findByRole('heading', { name: 'No topics today' })).toBeTruthy();
    const people = await slot('People to follow');
    expect(await within(people).findByRole('heading', { name: 'No suggestions yet' })).toBeTruthy();
  });

  it('loads a failed slot again on request', async () => {
    let fail = true;
    renderColumn({
      'GET /api/user/tags': () => json(200, { items: [] }),
      'GET /api/explore/people/suggested': () =>
        fail ? json(500, { message: 'Down' }) : json(200, { items: [person(1, 'Ana')] }),
    });
    const people = await slot('People to follow');
    expect(await within(people).findByText('The suggestions could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(people).getByRole('button', { name: 'Load again' }));
    expect(await within(people).findByRole('link', { name: /Ana Builder/ })).toBeTruthy();
  });

  it('follows a suggested person at once, and goes back when the server refuses', async () => {
    const ana = person(1, 'Ana');
    const ben = person(2, 'Ben');
    const calls: string[] = [];
    const fake = renderColumn({
      'GET /api/user/tags': () => json(200, { items: [] }),
      'GET /api/explore/people/suggested': (request) => {
        calls.push(new URL(request.url).search);
        return json(200, { items: [ana, ben] });
      },
      [`POST /api/user/${ana.id}/follow`]: () => json(200, { ok: true }),
      [`POST /api/user/${ana.id}/unfollow`]: () => json(200, { ok: true }),
      [`POST /api/user/${ben.id}/follow`]: () => json(403, { message: 'Ben blocked you.' }),
    });
    const people = await slot('People to follow');
    const link = await within(people).findByRole('link', { name: 'Ana Builder @ana' });
    expect(link.getAttribute('href')).toBe('/profile/ana');
    expect(calls).toEqual(['?limit=5']);

    fireEvent.click(within(people).getByRole('button', { name: 'Follow Ana Builder' }));
    expect(within(people).getByRole('button', { name: 'Following Ana Builder' })).toBeTruthy();
    await waitFor(() =>
      expect(
        (within(people).getByRole('button', { name: 'Following Ana Builder' }) as HTMLButtonElement)
          .disabled,
      ).toBe(false),
    );
    fireEvent.click(within(people).getByRole('button', { name: 'Following Ana Builder' }));
    expect(await within(people).findByRole('button', { name: 'Follow Ana Builder' })).toBeTruthy();
    expect(fake.calls).toContain(`POST /api/user/${ana.id}/unfollow`);

    fireEvent.click(within(people).getByRole('button', { name: 'Follow Ben Builder' }));
    expect(within(people).getByRole('button', { name: 'Following Ben Builder' })).toBeTruthy();
    expect(await within(people).findByRole('button', { name: 'Follow Ben Builder' })).toBeTruthy();
    expect(fake.notify).toHaveBeenCalledWith('Ben blocked you.', 'error');
  });
});
