import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, json, type Handler } from '../../../test/fake-services';
import { renderApp } from '../../../test/render-app';
import { SETTINGS, makeProject } from '../board/board-fixtures';

/** The board's routes, recording every list query. */
function boardRoutes(items = [makeProject(1), makeProject(2)], count = items.length) {
  const queries: URLSearchParams[] = [];
  const routes: Record<string, Handler> = {
    'GET /api/settings': () => json(200, SETTINGS),
    'GET /api/user/project/newsfeed': (request) => {
      queries.push(new URL(request.url).searchParams);
      return json(200, { items });
    },
    'GET /api/user/project/count': () => json(200, { count }),
    'GET /api/user/project/count/own': () => json(200, { count: 3 }),
    'GET /api/user/project/count/own/opened': () => json(200, { count: 2 }),
  };
  return { queries, routes };
}

const typeIn = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('the projects board', () => {
  it('lists projects 15 at a time with the counts of all and of the own', async () => {
    const { queries, routes } = boardRoutes();
    renderApp('/projects', routes);
    expect(await screen.findByRole('link', { name: 'Project 2' })).toBeTruthy();
    expect(await screen.findByText('2 projects · 3 posted by you, 2 still open')).toBeTruthy();
    expect(queries[0]?.get('limit')).toBe('15');
    expect(queries[0]?.get('type')).toBe('all');
  });

  it('searches by ZIP code, radius and remote work, as core builds the query', async () => {
    const { queries, routes } = boardRoutes();
    renderApp('/projects', routes);
    await screen.findByRole('link', { name: 'Project 1' });
    typeIn(/^ZIP code/, '78701');
    typeIn(/^Within/, '25');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remote' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)?.get('zip')).toBe('78701'));
    const query = Object.fromEntries(queries.at(-1)!);
    expect(query).toMatchObject({ zip: '78701', radius: '25', units: 'ml', remote: 'true' });
  });

  it('shows a radius without a ZIP code as a fault on its field and sends nothing', async () => {
    const { queries, routes } = boardRoutes();
    renderApp('/projects', routes);
    await screen.findByRole('link', { name: 'Project 1' });
    const before = queries.length;
    typeIn(/^Within/, '25');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Give a ZIP code to search within a radius.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Within/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(queries.length).toBe(before);
  });

  it("shows the server's refusal of an unknown ZIP code on the ZIP field", async () => {
    const { routes } = boardRoutes();
    const unknown = 'This ZIP code is not a US ZIP code we know.';
    renderApp('/projects?zip=00000', {
      ...routes,
      'GET /api/user/project/newsfeed': () =>
        json(400, { message: unknown, errors: { zip: unknown } }),
    });
    const zip = await screen.findByRole('textbox', { name: /^ZIP code/ });
    await waitFor(() => expect(zip.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(unknown).length).toBeGreaterThan(0);
    typeIn(/^ZIP code/, '78701');
    await waitFor(() => expect(zip.getAttribute('aria-invalid')).toBeNull());
  });

  it('switches to pages of 50 with page numbers', async () => {
    const items = Array.from({ length: 50 }, (_, i) => makeProject(i + 1));
    const { queries, routes } = boardRoutes(items, 120);
    renderApp('/projects', routes);
    await screen.findByRole('link', { name: 'Project 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Pages' }));
    const pages = await screen.findByRole('navigation', { name: 'Projects: pages' });
    await waitFor(() => expect(queries.at(-1)?.get('limit')).toBe('50'));
    expect(within(pages).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queries.at(-1)?.get('skip')).toBe('50'));
  });

  it('keeps the map and the list in step', async () => {
    const { routes } = boardRoutes([
      makeProject(1),
      makeProject(2),
      makeProject(3, { location: null, remote: true }),
    ]);
    renderApp('/projects?view=map', routes);
    const map = await screen.findByRole('region', { name: 'Map of projects' });
    expect(await screen.findByText('One of these has no place on the map.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Projects' });
    const card = (name: string) =>
      within(list).getByRole('link', { name }).closest('article') as HTMLElement;
    // Hovering a project in the list highlights it (its marker grows).
    fireEvent.mouseEnter(card('Project 1'));
    await waitFor(() => expect(card('Project 1').getAttribute('data-highlighted')).toBe('true'));
    fireEvent.mouseLeave(card('Project 1'));
    await waitFor(() => expect(card('Project 1').getAttribute('data-highlighted')).toBe('false'));
    // "Show on map" chooses it: its popup opens on the map.
    fireEvent.click(screen.getByRole('button', { name: 'Show Project 2 on the map' }));
    await waitFor(() => expect(card('Project 2').getAttribute('data-highlighted')).toBe('true'));
    await waitFor(() => expect(within(map).getByRole('link', { name: 'Project 2' })).toBeTruthy());
    // A marker clicked on the map is chosen in the list.
    const markers = map.querySelectorAll('path.leaflet-interactive');
    expect(markers).toHaveLength(2);
    fireEvent.click(markers[0]!);
    await waitFor(() => expect(card('Project 1').getAttribute('data-highlighted')).toBe('true'));
    expect(card('Project 2').getAttribute('data-highlighted')).toBe('false');
  });

  it('marks the passages of documents that matched the keyword', async () => {
    const hit = makeProject(1, {
      filesSearch: [
        {
          url: '/api/files/a.pdf',
          name: 'scope.pdf',
          includes: ['install the standing seam roof'],
        },
      ],
    });
    const { routes } = boardRoutes([hit]);
    renderApp('/projects?searchKeyword=seam', routes);
    const passages = await screen.findByRole('list', { name: 'Matching passages' });
    expect(within(passages).getByText('seam').tagName).toBe('MARK');
  });

  it('saves the search with a title and a schedule, and runs it from the saved searches tab', async () => {
    const { queries, routes } = boardRoutes();
    const created: unknown[] = [];
    const saved = {
      id: '0190b3c2-0000-7000-e000-000000000001',
      title: 'roof, near 78701',
      filters: { zip: '78701', searchKeyword: 'roof', sort: 'newest' },
      schedule: 'weekly',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    renderApp('/projects?zip=78701&searchKeyword=roof', {
      ...routes,
      'POST /api/user/search': async (request) => {
        created.push(await request.json());
        return json(201, saved);
      },
      'GET /api/user/searches': () => json(200, { items: [saved] }),
      'GET /api/user/searches/count': () => json(200, { count: 1 }),
    });
    await screen.findByRole('link', { name: 'Project 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    const form = await screen.findByRole('form', { name: 'Save this search' });
    expect((within(form).getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe(
      'roof, near 78701',
    );
    fireEvent.change(within(form).getByRole('combobox', { name: 'Mail me new matches' }), {
      target: { value: 'weekly' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('Saved as “roof, near 78701”.')).toBeTruthy();
    expect(created).toEqual([
      {
        title: 'roof, near 78701',
        filters: {
          zip: '78701',
          radius: 100000,
          units: 'ml',
          searchKeyword: 'roof',
          sort: 'newest',
        },
        schedule: 'weekly',
      },
    ]);

    fireEvent.click(screen.getByRole('tab', { name: 'Saved searches' }));
    expect(await screen.findByText('1 saved search')).toBeTruthy();
    expect(screen.getByText('“roof” · near 78701')).toBeTruthy();
    queries.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Run: roof, near 78701' }));
    await waitFor(() => expect(queries.at(-1)?.get('searchKeyword')).toBe('roof'));
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows moderator mode to staff only, with the in-review and flagged tabs', async () => {
    const { routes } = boardRoutes();
    const states: (string | null)[] = [];
    renderApp('/projects', {
      ...routes,
      'GET /api/auth/refresh': () =>
        json(200, {
          token: 'stored-token',
          user: { ...demoUser, role: { key: 'moderator', name: 'Moderator' } },
        }),
      'GET /api/user/project/moderate/newsfeed': (request) => {
        states.push(new URL(request.url).searchParams.get('state'));
        return json(200, { items: [makeProject(9, { moderate: 'review' })] });
      },
      [`POST /api/user/project/moderate/${makeProject(9).id}`]: () =>
        json(200, makeProject(9, { moderate: 'approved' })),
    });
    await screen.findByRole('link', { name: 'Project 1' });
    expect(screen.queryByRole('tab', { name: 'In review' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Moderator mode' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'In review' }));
    expect(await screen.findByRole('link', { name: 'Project 9' })).toBeTruthy();
    expect(states).toEqual(['inactive']);
    fireEvent.click(screen.getByRole('button', { name: 'Approve: Project 9' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Project 9' })).toBeNull());
  });

  it('has no moderator mode for members', async () => {
    renderApp('/projects?tab=flagged', boardRoutes().routes);
    await screen.findByRole('link', { name: 'Project 1' });
    expect(screen.queryByRole('button', { name: 'Moderator mode' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Flagged' })).toBeNull();
  });
});
