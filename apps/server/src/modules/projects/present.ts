// Board items of kind project as the contract's Project, and bids as ProjectBid: what the owner
// compares (amount, the bidder's company and trade, distance, response time, documents).
import type { components } from '@trestle/openapi/types';
import type { BoardItem } from '../../platform/board/index';
import type { BoardApplicationRow, BoardItemRow, UserRow } from '../../platform/db/tables';
import { passagesFor } from '../../platform/documents/passages';
import { presentUserSummary } from '../../platform/feed/index';
import { milesBetween } from '../../platform/geo/distance';
import { presentLocation } from '../../platform/geo/location';
import { lookupZip } from '../../platform/geo/zip';
import { openStatusOf } from '../../platform/board/open-status';
import { biddingOpen } from './policy';

type Project = components['schemas']['Project'];
type ProjectBid = components['schemas']['ProjectBid'];
type Currency = components['schemas']['Currency'];
type BusinessType = components['schemas']['BusinessType'];

/** Passages shown per matching document. */
const PASSAGES_PER_DOCUMENT = 3;
const DEFAULT_CURRENCY: Currency = 'USD';

const iso = (value: Date | string) => new Date(value).toISOString();
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

const documentOf = (d: { url: string; name?: string | null }) => ({
  url: d.url,
  ...(d.name ? { name: d.name } : {}),
});

export function presentProject(
  item: BoardItem,
  options: { keyword?: string; myBid?: ProjectBid | null } = {},
): Project {
  const { row } = item;
  const project: Project = {
    id: row.id,
    owner: presentUserSummary(item.owner),
    title: row.title,
    description: row.description,
    category: row.category as Project['category'],
    bid: row.bid ?? 0,
    currency: (row.currency ?? DEFAULT_CURRENCY) as Currency,
    status: openStatusOf(row),
    favorite: item.favorite,
    flagged: row.flagged,
    moderate: row.moderate,
    remote: row.remote,
    location: presentLocation(row),
    documents: item.documents.map(documentOf),
    applicationsCount: row.applications_count,
    appliedByMe: item.appliedByMe,
    bidDeadline: row.bids_close_at ? iso(row.bids_close_at) : null,
    biddingOpen: biddingOpen(row),
    awardedBidId: row.awarded_application_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
  if (options.keyword) {
    const keyword = options.keyword;
    project.filesSearch = item.matchedDocuments.map((d) => ({
      ...documentOf(d),
      includes: passagesFor(d.text ?? '', keyword, PASSAGES_PER_DOCUMENT),
    }));
  }
  if (options.myBid !== undefined) project.myBid = options.myBid;
  return project;
}

/** The bidder's place: the last US ZIP code written in their profile's location, if known. */
function placeOf(user: UserRow) {
  const location = (user.general as { location?: unknown }).location;
  if (typeof location !== 'string') return null;
  const zips = location.match(/\b\d{5}\b/g) ?? [];
  return zips.length > 0 ? lookupZip(zips.at(-1)!) : null;
}

function companyOf(user: UserRow): { name: string | null; businessType: BusinessType | null } {
  const company = (user.profile as { company?: { name?: unknown; businessType?: unknown } | null })
    .company;
  if (user.account_type !== 'business' || !company) return { name: null, businessType: null };
  return {
    name: typeof company.name === 'string' ? company.name : null,
    businessType:
      typeof company.businessType === 'string' ? (company.businessType as BusinessType) : null,
  };
}

export function presentBid(
  bid: BoardApplicationRow,
  bidder: UserRow,
  project: BoardItemRow,
): ProjectBid {
  const place = placeOf(bidder);
  const company = companyOf(bidder);
  const hours =
    (new Date(bid.created_at).getTime() - new Date(project.created_at).getTime()) / 3_600_000;
  return {
    id: bid.id,
    projectId: project.id,
    bidder: {
      ...presentUserSummary(bidder),
      companyName: company.name,
      businessType: company.businessType,
    },
    amount: bid.amount ?? 0,
    currency: (bid.currency ?? project.currency ?? DEFAULT_CURRENCY) as Currency,
    message: bid.message,
    documents: bid.documents.map(documentOf),
    distanceMiles:
      place && project.lat !== null && project.lng !== null
        ? oneDecimal(milesBetween(place, { lat: project.lat, lng: project.lng }))
        : null,
    responseHours: oneDecimal(Math.max(0, hours)),
    status: bid.decision ?? 'submitted',
    ownerMessage: bid.decision === 'declined' ? bid.decision_message : null,
    createdAt: iso(bid.created_at),
    updatedAt: iso(bid.updated_at),
  };
}
