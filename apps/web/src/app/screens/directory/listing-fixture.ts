// Listings, categories and quote requests for unit tests, shaped as the contract's.
import { AUTHOR } from '../../posts/post-fixture';
import type { Category, Listing, QuoteRequest } from './types';

export function makeListing(n: number, overrides: Partial<Listing> = {}): Listing {
  return {
    id: `0190b3c2-0000-7000-a000-${String(n).padStart(12, '0')}`,
    owner: AUTHOR,
    title: `Listing ${n}`,
    description: `<p>About listing ${n}</p>`,
    type: ['specialty_contractor'],
    sector: ['residential'],
    keywords: [],
    categoryIds: [],
    location: { label: 'Austin, TX 78701', zip: '78701', state: 'TX', country: 'US' },
    remote: false,
    website: null,
    phone: null,
    email: null,
    images: [],
    logo: null,
    responseHours: null,
    quoteRequested: false,
    status: 'opened',
    favorite: false,
    flagged: false,
    moderate: 'approved',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const SYSTEMS: Category = {
  id: '01936d20-0c00-7000-8000-000000000300',
  slug: 'systems',
  name: 'Mechanical, electrical and plumbing',
  parentId: null,
  translations: '{"en":"Mechanical, electrical and plumbing","es":"Instalaciones"}',
  totalListingsCount: 3,
};

export const ELECTRICIANS: Category = {
  id: '01936d20-0c00-7000-8000-000000000301',
  slug: 'electricians',
  name: 'Electricians',
  parentId: SYSTEMS.id,
  translations: '{"en":"Electricians","es":"Electricistas"}',
  totalListingsCount: 2,
};

export function makeQuote(listing: Listing, overrides: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    id: '0190b3c2-0000-7000-b000-000000000001',
    listingId: listing.id,
    listing: { id: listing.id, title: listing.title },
    requester: AUTHOR,
    message: 'We need a panel upgrade.',
    email: 'sam@example.test',
    phone: null,
    zip: '78704',
    budget: 4000,
    currency: 'USD',
    startDate: null,
    category: 'residential',
    status: 'new',
    files: [],
    conversationId: AUTHOR.id,
    createdAt: '2026-01-01T00:00:00.000Z',
    answeredAt: null,
    ...overrides,
  };
}
