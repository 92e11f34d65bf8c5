import { MODERATION_PAGE_SIZE } from '@trestle/core';
import { assertStaff, searchBoard } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { readProjects, viewerOf } from '../read';

/** Moderator mode's queues: projects in review (inactive) or flagged, oldest first. */
export const listModeratedProjects = operation(
  'listModeratedProjects',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const viewer = viewerOf(caller);
    assertStaff(viewer);
    const ids = await searchBoard(
      ctx.db,
      viewer,
      { kind: 'project', tab: 'all', queue: query.state ?? 'inactive' },
      { skip: query.skip ?? 0, limit: query.limit ?? MODERATION_PAGE_SIZE },
    );
    return { items: await readProjects(ctx, caller, ids) };
  },
);
