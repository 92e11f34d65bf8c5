import { MODERATION_PAGE_SIZE } from '@trestle/core';
import { assertStaff, searchBoard } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { readJobs, viewerOf } from '../read';

/** Moderator mode's queues: jobs in review (inactive) or flagged. */
export const listModeratedJobs = operation(
  'listModeratedJobs',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const viewer = viewerOf(caller);
    assertStaff(viewer);
    const ids = await searchBoard(
      ctx.db,
      viewer,
      { kind: 'job', tab: 'all', queue: query.state ?? 'inactive' },
      { skip: query.skip ?? 0, limit: query.limit ?? MODERATION_PAGE_SIZE },
    );
    return { items: await readJobs(ctx, caller, ids) };
  },
);
