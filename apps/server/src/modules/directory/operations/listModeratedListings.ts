import { MODERATION_PAGE_SIZE } from '@trestle/core';
import { assertStaff, searchBoard } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { viewerOf } from '../policy';
import { presentListings } from '../present';

export const listModeratedListings = operation(
  'listModeratedListings',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const viewer = viewerOf(caller);
    assertStaff(viewer);
    const ids = await searchBoard(
      ctx.db,
      viewer,
      { kind: 'listing', tab: 'all', queue: query.state ?? 'inactive' },
      { skip: query.skip ?? 0, limit: query.limit ?? MODERATION_PAGE_SIZE },
    );
    return { items: await presentListings(ctx.db, viewer, ids) };
  },
);
