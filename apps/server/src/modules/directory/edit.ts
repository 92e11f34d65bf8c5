// Editing a listing, by its owner or by staff: the same checks as creating, on the fields sent.
import type { components } from '@trestle/openapi/types';
import { updateBoardItem } from '../../platform/board/index';
import type { AppContext } from '../../platform/context';
import type { BoardItemRow } from '../../platform/db/tables';
import { listingColumns } from './compose';
import type { ListingDetails } from './present';

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
