import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTING_FORM_MESSAGES, QUOTE_FORM_MESSAGES } from '@trestle/core';
import { demoUser, json } from '../../../test/fake-services';
import { STORED_TOKEN } from '../../../test/render-app';
import { renderApp } from '../../../test/render-app';
import { ME } from '../channels/channel-fixture';
import { SETTINGS } from '../board/board-fixtures';
import { ELECTRICIANS, SYSTEMS, makeListing, makeQuote } from './listing-fixture';

const categories = () => json(200, { items: [SYSTEMS, ELECTRICIANS] });

afterEach(() => vi.unstubAllGlobals());

describe('the directory screen', () => {
  it("shows categories in the reader's language and filters by category, ZIP and radius", async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['es-MX'], language: 'es-MX' });
    const queries: URLSearchParams[] = [];
    const electric = makeListing(1, {
      title: 'Hill Country Electric',
      categoryIds: [ELECTRICIANS.id],
      responseHours: 2.5,
    });
    renderApp('/directory', {
      'GET /api/user/categories': categories,
      'GET /api/user/listing/count': () => json(200, { count: 1 }),
      'GET /api/user/listing/newsfeed': (request) => {
        queries.push(new URL(request.url).searchParams);
        return json(200, { items: [electric] });
      },
    });
    const card = await screen.findByRole('article', { name: 'Hill Country Electric' });
    expect(within(card).getByText('Electricistas')).toBeTruthy();
    expect(within(card).getByText('Usually responds within 3 hours')).toBeTruthy();
    // The spec §5 rule: type all is not sent.
    expect(queries[0]?.has('type')).toBe(false);

    fireEvent.click(await screen.findByRole('button', { name: 'Show Instalaciones' }));
    fireEvent.click(screen.getByRole('button', { name: /Electricistas/ }));
    await waitFor(() => expect(queries.at(-1)?.get('categoryId')).toBe(ELECTRICIANS.id));

    fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '78664' } });
    fireEvent.change(screen.getByLabelText('Radius'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)?.get('zip')).toBe('78664'));
    expect(queries.at(-1)?.get('radius')).toBe('25');
    expect(queries.at(-1)?.get('categoryId')).toBe(ELECTRICIANS.id);
    expect(await screen.findByText('1 listing')).toBeTruthy();
  });

  it('says "1 listing" and "2 listings" on the category counts', async () => {
    renderApp('/directory', {
      'GET /api/user/categories': () =>
        json(200, { items: [SYSTEMS, { ...ELECTRICIANS, totalListingsCount: 1 }] }),
      'GET /api/user/listing/count': () => json(200, { count: 0 }),
      'GET /api/user/listing/newsfeed': () => json(200, { items: [] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Show Mechanical/ }));
    expect(screen.getByRole('button', { name: 'Electricians 1 listing' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /^Mechanical, electrical and plumbing 3 listings/ }),
    ).toBeTruthy();
  });

  it('shows listings with a place on a map, in step with their cards', async () => {
    const placed = (n: number, lat: number, lng: number) =>
      makeListing(n, {
        title: `Mapped ${n}`,
        location: { label: `Place ${n}`, zip: '78701', lat, lng },
      });
    renderApp('/directory', {
      'GET /api/settings': () => json(200, SETTINGS),
      'GET /api/user/categories': categories,
      'GET /api/user/listing/count': () => json(200, { count: 3 }),
      'GET /api/user/listing/newsfeed': () =>
        json(200, {
          items: [
            placed(1, 30.27, -97.74),
            placed(2, 30.4, -97.7),
            makeListing(3, { location: null }),
          ],
        }),
    });
    await screen.findByRole('article', { name: 'Mapped 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Map' }));
    const map = await screen.findByRole('region', { name: 'Map of listings' });
    expect(await screen.findByText('One of these has no place on the map.')).toBeTruthy();
    const markers = map.querySelectorAll('path.leaflet-interactive');
    expect(markers).toHaveLength(2);
    // Hovering a card highlights it with its marker; a marker clicked opens its popup.
    const item = (name: string) => screen.getByRole('article', { name });
    fireEvent.mouseEnter(item('Mapped 2'));
    await waitFor(() => expect(item('Mapped 2').dataset.highlighted).toBe('true'));
    fireEvent.mouseLeave(item('Mapped 2'));
    fireEvent.click(markers[0]!);
    await waitFor(() => expect(within(map).getByRole('link', { name: 'Mapped 1' })).toBeTruthy());
    expect(item('Mapped 1').dataset.highlighted).toBe('true');
  });

  it('shows the own tab from /user/listing/own, empty with a way to add one', async () => {
    renderApp('/directory', {
      'GET /api/user/categories': categories,
      'GET /api/user/listing/count': () => json(200, { count: 0 }),
      'GET /api/user/listing/count/own': () => json(200, { count: 0 }),
      'GET /api/user/listing/newsfeed': () => json(200, { items: [] }),
      'GET /api/user/listing/own': () => json(200, { items: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'No companies found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'My listings' }));
    expect(await screen.findByRole('heading', { name: 'You have no listings' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Add a listing' }).length).toBeGreaterThan(0);
  });
});

describe('keyword suggestions', () => {
  it('offers the keywords listings use that start with what is typed, with their counts', async () => {
    const searched: (string | null)[] = [];
    renderApp('/directory', {
      'GET /api/user/categories': categories,
      'GET /api/user/listing/count': () => json(200, { count: 0 }),
      'GET /api/user/listing/newsfeed': () => json(200, { items: [] }),
      'GET /api/user/keywords': (request) => {
        searched.push(new URL(request.url).searchParams.get('search'));
        return json(200, { items: [{ keyword: 'panel upgrades', count: 12 }] });
      },
    });
    const field = await screen.findByLabelText('Keyword');
    fireEvent.change(field, { target: { value: 'Pan' } });
    const list = document.getElementById(field.getAttribute('list') ?? '');
    await waitFor(() => expect(list?.querySelector('option')?.value).toBe('panel upgrades'));
    expect(list?.querySelector('option')?.textContent).toBe('panel upgrades (12)');
    expect(searched).toEqual(['pan']);
  });
});

describe('the listing form', () => {
  it('shows core errors on their fields, then the server refusal on its field', async () => {
    const sent: unknown[] = [];
    renderApp('/directory/new', {
      'GET /api/user/categories': categories,
      'POST /api/user/listing': async (request) => {
        sent.push(await request.json());
        return json(400, {
          message: 'This category does not exist.',
          errors: { categoryIds: 'This category does not exist.' },
        });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Publish the listing' }));
    expect(await screen.findByText(LISTING_FORM_MESSAGES.titleRequired)).toBeTruthy();
    expect(screen.getByText(LISTING_FORM_MESSAGES.typeRequired)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText(/Company or service name/), {
      target: { value: 'Hill Country Electric' },
    });
    fireEvent.change(screen.getByLabelText('What you do'), { target: { value: 'Panels.' } });
    fireEvent.click(screen.getByLabelText('Specialty contractor'));
    fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '78701' } });
    fireEvent.change(screen.getByLabelText(/Keywords/), { target: { value: 'EV, ev , Solar' } });
    fireEvent.click(screen.getByLabelText('Electricians'));
    fireEvent.click(screen.getByRole('button', { name: 'Publish the listing' }));
    expect(await screen.findByText('This category does not exist.')).toBeTruthy();
    expect(sent[0]).toMatchObject({
      title: 'Hill Country Electric',
      type: ['specialty_contractor'],
      keywords: ['ev', 'solar'],
      categoryIds: [ELECTRICIANS.id],
      location: { label: '78701', zip: '78701' },
    });
  });
});

describe('the listing page', () => {
  it('sends a quote request with the project details and says where the answer comes', async () => {
    const listing = makeListing(2, { title: 'Quote Roofing', images: ['roof.jpg'] });
    const sent: unknown[] = [];
    renderApp(`/directory/${listing.id}`, {
      'GET /api/user/categories': categories,
      [`GET /api/user/listing/${listing.id}`]: () => json(200, listing),
      'POST /api/user/listing/quote': async (request) => {
        sent.push(await request.json());
        return json(201, makeQuote(listing));
      },
    });
    expect(await screen.findByRole('heading', { name: 'Quote Roofing' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Quote Roofing, picture 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Tell the company what you need.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('What do you need?'), {
      target: { value: 'New roof, 2,000 sq ft.' },
    });
    fireEvent.change(screen.getByLabelText('Budget (USD)'), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText(QUOTE_FORM_MESSAGES.budgetInvalid)).toBeTruthy();
    // What people type: a sign and separators.
    fireEvent.change(screen.getByLabelText('Budget (USD)'), { target: { value: '$12,000.50' } });
    const start = screen.getByLabelText('Start date');
    expect(start.getAttribute('type')).toBe('date');
    fireEvent.change(start, { target: { value: '2030-05-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByRole('heading', { name: 'Quote requested' })).toBeTruthy();
    expect(sent).toEqual([
      {
        listingId: listing.id,
        message: 'New roof, 2,000 sq ft.',
        budget: 12000.5,
        currency: 'USD',
        startDate: '2030-05-01',
      },
    ]);
  });

  it('gives its owner edit, close and delete instead of the quote form', async () => {
    const listing = makeListing(3, { owner: ME, title: 'My Masonry' });
    renderApp(`/directory/${listing.id}`, {
      'GET /api/user/categories': categories,
      [`GET /api/user/listing/${listing.id}`]: () => json(200, listing),
      [`POST /api/user/listing/${listing.id}/active`]: () =>
        json(200, { ...listing, status: 'closed' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Close listing' }));
    expect(await screen.findByRole('button', { name: 'Reopen listing' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Request a quote' })).toBeNull();
  });
});

describe('received quote requests', () => {
  it('lists requests with their status and marks one answered', async () => {
    const listing = makeListing(4, { owner: ME, title: 'My Electric' });
    const quote = makeQuote(listing);
    renderApp('/directory/quotes', {
      'GET /api/user/listing/quotes/received': () => json(200, { items: [quote] }),
      [`POST /api/user/listing/quote/${quote.id}/status`]: () =>
        json(200, { ...quote, status: 'answered', answeredAt: '2026-01-01T01:00:00.000Z' }),
    });
    const row = await screen.findByRole('article', { name: 'Quote request from Sam Supplier' });
    expect(within(row).getByText('New')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Answer in messages' }).getAttribute('href')).toBe(
      `/messages/${quote.requester.id}`,
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Mark answered' }));
    expect(await within(row).findByText('Answered')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Mark answered' })).toBeNull();
  });
});

describe('moderation (staff)', () => {
  const moderator = () =>
    json(200, {
      token: STORED_TOKEN,
      user: { ...demoUser, role: { key: 'moderator', name: 'Moderator' } },
    });

  it('shows the review and flagged queues and moderates a listing', async () => {
    const listing = makeListing(5, { title: 'Queued Paving', moderate: 'review' });
    const states: (string | null)[] = [];
    const sent: unknown[] = [];
    renderApp('/directory', {
      'GET /api/auth/refresh': moderator,
      'GET /api/user/categories': categories,
      'GET /api/user/listing/count': () => json(200, { count: 0 }),
      'GET /api/user/listing/newsfeed': () => json(200, { items: [] }),
      'GET /api/user/listing/moderate/newsfeed': (request) => {
        states.push(new URL(request.url).searchParams.get('state'));
        return json(200, { items: [listing] });
      },
      [`GET /api/user/listing/${listing.id}`]: () => json(200, listing),
      [`POST /api/user/listing/moderate/${listing.id}`]: async (request) => {
        sent.push(await request.json());
        return json(200, { ...listing, moderate: 'approved' });
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'In review' }));
    const card = await screen.findByRole('article', { name: 'Queued Paving' });
    expect(states).toEqual(['inactive']);
    fireEvent.click(within(card).getByRole('link', { name: 'Queued Paving' }));
    const panel = await screen.findByRole('region', { name: 'Moderation' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Approve' }));
    expect(await within(panel).findByRole('button', { name: 'Send to review' })).toBeTruthy();
    expect(sent).toEqual([{ moderate: 'approved' }]);
  });

  it('shows no queues to people who are not staff', async () => {
    renderApp('/directory', {
      'GET /api/user/categories': categories,
      'GET /api/user/listing/count': () => json(200, { count: 0 }),
      'GET /api/user/listing/newsfeed': () => json(200, { items: [] }),
    });
    await screen.findByRole('tab', { name: 'All' });
    expect(screen.queryByRole('tab', { name: 'In review' })).toBeNull();
  });
});
