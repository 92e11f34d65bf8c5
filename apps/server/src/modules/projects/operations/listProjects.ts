import { boardQueryFrom, searchBoard } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { PROJECTS_PAGE_SIZE } from '@trestle/core';
import { readProjects, viewerOf } from '../read';

/** The projects newsfeed: the all, following and favorite tabs with every filter. */
export const listProjects = operation(
  'listProjects',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const { skip, limit, type, ...filters } = query;
    const search = boardQueryFrom('project', { ...filters, type: type ?? 'all' });
    const ids = await searchBoard(ctx.db, viewerOf(caller), search, {
      skip: skip ?? 0,
      limit: limit ?? PROJECTS_PAGE_SIZE,
    });
    return { items: await readProjects(ctx, caller, ids, search.keyword) };
  },
);
