import { PROJECTS_PAGE_SIZE } from '@trestle/core';
import { searchBoard } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { readProjects, viewerOf } from '../read';

/** The caller's projects, in review and flagged ones included, newest first. */
export const listOwnProjects = operation(
  'listOwnProjects',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const ids = await searchBoard(
      ctx.db,
      viewerOf(caller),
      { kind: 'project', tab: 'own', ...(query.status ? { status: query.status } : {}) },
      { skip: query.skip ?? 0, limit: query.limit ?? PROJECTS_PAGE_SIZE },
    );
    return { items: await readProjects(ctx, caller, ids) };
  },
);
