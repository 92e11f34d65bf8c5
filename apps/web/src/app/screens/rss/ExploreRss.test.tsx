import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../../services-context';
import { fakeServices, json, type Handler } from '../../../test/fake-services';
import { ExploreRss } from './ExploreRss';
import { makeSource } from './rss-fixtures';

function renderExplore(routes: Record<string, Handler>) {
  const fake = fakeServices(routes, { token: 'stored-token' });
  render(
    <MemoryRouter>
      <ServicesProvider services={fake.services}>
        <ExploreRss />
      </ServicesProvider>
    </MemoryRouter>,
  );
  return fake;
}

describe('the explore rss tab', () => {
  it('lists every known source, searches by words from page one, and adds one', async () => {
    const searches: Array<string | null> = [];
    renderExplore({
      'GET /api/user/rss/search': (request) => {
        const search = new URL(request.url).searchParams.get('search');
        searches.push(search);
        return json(200, {
          items: search
            ? [makeSource(2, { own: false })]
            : [makeSource(1, { own: true }), makeSource(2, { own: false })],
        });
      },
      'POST /api/user/rss': () => json(201, makeSource(2, { own: true })),
    });
    const list = await screen.findByRole('list', { name: 'News sources found' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search news sources' }), {
      target: { value: ' site 2 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Site news 1' })).toBeNull());
    expect(searches).toEqual([null, 'site 2']);
    const card = screen.getByRole('link', { name: 'Site news 2' }).closest('article')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Add' }));
    expect(await within(card).findByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('says when nothing matches, and shows a failed search with Retry', async () => {
    let fail = false;
    renderExplore({
      'GET /api/user/rss/search': () =>
        fail ? json(500, { message: 'Database down' }) : json(200, { items: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'No news sources yet' })).toBeTruthy();
    fail = true;
    fireEvent.change(screen.getByRole('textbox', { name: 'Search news sources' }), {
      target: { value: 'cranes' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByRole('heading', { name: 'The news sources could not be loaded' }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No news sources match' })).toBeTruthy();
  });
});
