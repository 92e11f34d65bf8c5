// Board items of kind 'listing' as the contract's Listing, and quote requests as QuoteRequest.
// Contact, logo and gallery live in the item's details; the response time is measured from the
// quote requests' answers.
import type { components } from '@trestle/openapi/types';
import type { BoardItem, BoardViewer } from '../../platform/board/index';
import { applicantsOf, loadBoardItems } from '../../platform/board/index';
import type { Db } from '../../platform/db/database';
import { presentUserSummary } from '../../platform/feed/index';
import { presentLocation } from '../../platform/geo/location';
import { findQuote, responseHours, type QuoteRow } from './repo';

type Listing = components['schemas']['Listing'];
type QuoteRequest = components['schemas']['QuoteRequest'];
type BusinessType = components['schemas']['BusinessType'];
type Sector = components['schemas']['ProjectCategory'];
type Currency = components['schemas']['Currency'];

/** What a listing keeps in `details`. */
export interface ListingDetails {
  website?: string | null;
  phone?: string | null;
  email?: string | null;
  images?: string[];
  logo?: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const round1 = (hours: number) => Math.round(hours * 10) / 10;

function presentOne(item: BoardItem, hours: number | undefined): Listing {
  const { row } = item;
  const details = row.details as ListingDetails;
  return {
    id: row.id,
    owner: presentUserSummary(item.owner),
    title: row.title,
    description: row.description,
    type: row.types as BusinessType[],
    sector: row.sectors as Sector[],
    keywords: row.keywords,
    categoryIds: row.category_ids,
    location: presentLocation(row),
    remote: row.remote,
    website: details.website ?? null,
    phone: details.phone ?? null,
    email: details.email ?? null,
    images: details.images ?? [],
    logo: details.logo ?? null,
    responseHours: hours === undefined ? null : round1(hours),
    quoteRequested: item.appliedByMe,
    status: row.status,
    favorite: item.favorite,
    flagged: row.flagged,
    moderate: row.moderate,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** Listings by id, in order, as the viewer sees them (fixed number of queries). */
export async function presentListings(
  db: Db,
  viewer: BoardViewer,
  ids: readonly string[],
): Promise<Listing[]> {
  const [items, hours] = await Promise.all([
    loadBoardItems(db, viewer, ids),
    responseHours(db, ids),
  ]);
  return items.map((item) => presentOne(item, hours.get(item.row.id)));
}

export async function presentListing(db: Db, viewer: BoardViewer, id: string): Promise<Listing> {
  const [listing] = await presentListings(db, viewer, [id]);
  if (!listing) throw new Error('a listing could not be read back');
  return listing;
}

/** What a quote request keeps in `details`. */
export interface QuoteDetails {
  email: string;
  phone?: string | null;
  zip?: string | null;
  startDate?: string | null;
  category?: Sector | null;
}

/** Quote requests as `readerId` (the listing's owner or the requester) reads them. */
export async function presentQuotes(
  db: Db,
  rows: readonly QuoteRow[],
  readerId: string,
): Promise<QuoteRequest[]> {
  const people = await applicantsOf(db, rows);
  return rows.flatMap((row) => {
    const requester = people.get(row.applicant_id);
    if (!requester) return [];
    const details = row.details as unknown as QuoteDetails;
    return [
      {
        id: row.id,
        listingId: row.item_id,
        listing: { id: row.item_id, title: row.listing_title },
        requester: presentUserSummary(requester),
        message: row.message,
        email: details.email,
        phone: details.phone ?? null,
        zip: details.zip ?? null,
        budget: row.amount,
        ...(row.currency ? { currency: row.currency as Currency } : {}),
        startDate: details.startDate ?? null,
        category: details.category ?? null,
        status: row.status,
        files: row.documents.map((d) => ({ url: d.url, name: d.name ?? d.url })),
        // Chats are named by the other person: for the owner, the requester, and back.
        conversationId: readerId === row.owner_id ? row.applicant_id : row.owner_id,
        createdAt: iso(row.created_at),
        answeredAt: row.answered_at ? iso(row.answered_at) : null,
      },
    ];
  });
}

export async function presentQuote(db: Db, id: string, readerId: string): Promise<QuoteRequest> {
  const row = await findQuote(db, id);
  const [quote] = row ? await presentQuotes(db, [row], readerId) : [];
  if (!quote) throw new Error('a quote request could not be read back');
  return quote;
}
