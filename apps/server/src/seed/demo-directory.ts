// BuildCo's directory listing near Austin for the demo trial, so the directory is not empty on
// first start and demo can ask it for a quote.
import { insertBoardItem } from '../platform/board/index';
import type { Db } from '../platform/db/database';
import { resolveLocation } from '../platform/geo/location';

/** Fixed ids of the shipped taxonomy (migration 0020): general contractors, concrete, framing. */
const CATEGORIES = [
  '01936d20-0c00-7000-8000-000000000701',
  '01936d20-0c00-7000-8000-000000000201',
  '01936d20-0c00-7000-8000-000000000203',
];

export async function seedDemoListing(db: Db, ownerId: string): Promise<string> {
  return insertBoardItem(db, {
    kind: 'listing',
    owner_id: ownerId,
    title: 'BuildCo Contractors',
    description:
      '<p>General contractor for homes and light commercial work around Austin: remodels, additions, <strong>concrete and framing</strong> crews of our own, permits handled.</p>',
    ...resolveLocation({ label: 'Austin, TX 78702', zip: '78702' }),
    types: ['general_contractor'],
    sectors: ['residential', 'commercial'],
    category_ids: CATEGORIES,
    keywords: ['remodels', 'additions', 'concrete', 'framing'],
    details: JSON.stringify({
      website: 'https://buildco.example.com/',
      phone: '512-555-0142',
      email: 'quotes@buildco.example.com',
      images: [],
      logo: null,
    }),
  });
}
