// Writing a listing: publishing a new one, or an edit by its owner or by staff, with the same
// checks on the fields sent (compose.ts).
import type { components } from '@trestle/openapi/types';
import type { Caller } from '../../platform/auth/request-auth';
import { insertBoardItem, updateBoardItem } from '../../platform/board/index';
import type { AppContext } from '../../platform/context';
import type { BoardItemRow } from '../../platform/db/tables';
import { NO_LOCATION } from '../../platform/geo/location';
import { listingColumns } from './compose';
import type { ListingDetails } from './present';

/** Publishes the caller's listing (visible at once, like every board item); answers its id. */
export async function insertListing(
  ctx: AppContext,
  caller: Caller,
  body: components['schemas']['ListingCreate'],
): Promise<string> {
  const { details, ...rest } = await listingColumns(ctx, caller.user.id, {
    sector: [],
    keywords: [],
    categoryIds: [],
    images: [],
    ...body,
  });
  return insertBoardItem(ctx.db, {
    ...NO_LOCATION,
    ...rest,
    kind: 'listing',
    owner_id: caller.user.id,
    title: rest.title!,
    description: rest.description!,
    details: JSON.stringify(details ?? {}),
  });
}

export async function editListing(
  ctx: AppContext,
  row: BoardItemRow,
  body: components['schemas']['ListingUpdate'],
): Promise<void> {
  // Pictures must be the owner's own uploads, whoever edits.
  const { details, ...rest } = await listingColumns(
    ctx,
    row.owner_id,
    body,
    row.details as ListingDetails,
  );
  await updateBoardItem(ctx.db, row.id, {
    ...rest,
    ...(details ? { details: JSON.stringify(details) } : {}),
  });
}
