import { DIRECTORY_PAGE_SIZE } from '@trestle/core';
import { boardItemId } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { presentQuotes } from '../present';
import { listReceivedQuotes as listRows } from '../repo';

export const listReceivedQuotes = operation(
  'listReceivedQuotes',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const rows = await listRows(
      ctx.db,
      caller.user.id,
      { status: query.status, listingId: query.listingId && boardItemId(query.listingId) },
      { skip: query.skip ?? 0, limit: query.limit ?? DIRECTORY_PAGE_SIZE },
    );
    return { items: await presentQuotes(ctx.db, rows, caller.user.id) };
  },
);
