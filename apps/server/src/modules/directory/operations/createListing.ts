import { insertBoardItem } from '../../../platform/board/index';
import { NO_LOCATION } from '../../../platform/geo/location';
import { operation } from '../../../platform/http/operation';
import { listingColumns } from '../compose';
import { assertMayList, assertUnderLimit, viewerOf } from '../policy';
import { presentListing } from '../present';

/** Business accounts only, within their level's listings limit; visible at once (board rule). */
export const createListing = operation(
  'createListing',
  'signed-in',
  async ({ body, caller }, ctx) => {
    assertMayList(caller);
    await assertUnderLimit(ctx, caller);
    const columns = await listingColumns(ctx, caller.user.id, {
      sector: [],
      keywords: [],
      categoryIds: [],
      images: [],
      ...body,
    });
    const { details, ...rest } = columns;
    const id = await insertBoardItem(ctx.db, {
      ...NO_LOCATION,
      ...rest,
      kind: 'listing',
      owner_id: caller.user.id,
      title: rest.title!,
      description: rest.description!,
      details: JSON.stringify(details ?? {}),
    });
    return presentListing(ctx.db, viewerOf(caller), id);
  },
  { rateLimit: ['posting'], status: 201 },
);
