// The directory keeps its tab, filters and view in the address: a reload or Back restores them.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServices, json } from '../../../test/fake-services';
import { ServicesProvider } from '../../services-context';
import { SETTINGS } from '../board/board-fixtures';
import DirectoryScreen from './DirectoryScreen';
import { ELECTRICIANS, SYSTEMS, makeListing } from './listing-fixture';

/** The address's query, shown for the test to read. */
function Address() {
  return <output aria-label="Address">{useLocation().search}</output>;
}
const address = () => screen.getByRole('status', { name: 'Address' }).textContent ?? '';

function openAt(path: string) {
  const queries: URLSearchParams[] = [];
  const fake = fakeServices({
    'GET /api/settings': () => json(200, SETTINGS),
    'GET /api/user/categories': () => json(200, { items: [SYSTEMS, ELECTRICIANS] }),
    'GET /api/user/listing/count': () => json(200, { count: 1 }),
    'GET /api/user/listing/newsfeed': (request) => {
      queries.push(new URL(request.url).searchParams);
      return json(200, { items: [makeListing(1, { title: 'Hill Country Electric' })] });
    },
  });
  render(
    <ServicesProvider services={fake.services}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/directory"
            element={
              <>
                <DirectoryScreen />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </ServicesProvider>,
  );
  return queries;
}

const params = () => new URLSearchParams(address());

describe('the directory in the address', () => {
  it('restores the tab, the filters and the view from the address', async () => {
    const queries = openAt(
      `/directory?tab=favorite&view=grid&categoryId=${ELECTRICIANS.id}&zip=78664&radius=25&businessType=general_contractor&searchKeyword=panel`,
    );
    await screen.findByRole('article', { name: 'Hill Country Electric' });
    expect(screen.getByRole('tab', { name: 'Favorites' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Grid' }).getAttribute('aria-pressed')).toBe('true');
    const sent = queries.at(-1)!;
    expect(Object.fromEntries(sent)).toMatchObject({
      type: 'favorite',
      categoryId: ELECTRICIANS.id,
      zip: '78664',
      radius: '25',
      businessType: 'general_contractor',
      searchKeyword: 'panel',
    });
    expect((screen.getByLabelText('ZIP code') as HTMLInputElement).value).toBe('78664');
    expect((screen.getByLabelText('Keyword') as HTMLInputElement).value).toBe('panel');
  });

  it('drops values the search cannot take', async () => {
    const queries = openAt('/directory?tab=nope&view=cards&radius=7&businessType=wizard&zip=78664');
    await screen.findByRole('article', { name: 'Hill Country Electric' });
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({ zip: '78664', skip: '0', limit: '20' });
  });

  it('writes a changed tab, view and search into the address', async () => {
    const queries = openAt('/directory');
    await screen.findByRole('article', { name: 'Hill Country Electric' });
    expect(address()).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Map' }));
    await waitFor(() => expect(params().get('view')).toBe('map'));

    fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '78701' } });
    fireEvent.change(screen.getByLabelText('Radius'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(params().get('zip')).toBe('78701'));
    expect(params().get('radius')).toBe('50');
    expect(params().get('view')).toBe('map');
    await waitFor(() => expect(queries.at(-1)?.get('zip')).toBe('78701'));

    fireEvent.click(screen.getByRole('tab', { name: 'Following' }));
    await waitFor(() => expect(params().get('tab')).toBe('following'));
    expect(params().get('zip')).toBe('78701');
    await waitFor(() => expect(queries.at(-1)?.get('type')).toBe('following'));
  });
});
