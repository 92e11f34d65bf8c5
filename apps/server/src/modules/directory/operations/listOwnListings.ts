import { DIRECTORY_PAGE_SIZE } from '@trestle/core';
import { searchBoard } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { viewerOf } from '../policy';
import { presentListings } from '../present';

/** The caller's listings, in review and flagged ones included. */
export const listOwnListings = operation(
  'listOwnListings',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const viewer = viewerOf(caller);
    const ids = await searchBoard(
      ctx.db,
      viewer,
      { kind: 'listing', tab: 'own', ...(query.status ? { status: query.status } : {}) },
      { skip: query.skip ?? 0, limit: query.limit ?? DIRECTORY_PAGE_SIZE },
    );
    return { items: await presentListings(ctx.db, viewer, ids) };
  },
);
