import { boardQueryFrom, countBoard } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { viewerOf } from '../read';

/** How many projects the same newsfeed search finds. */
export const countProjects = operation(
  'countProjects',
  'signed-in',
  async ({ query, caller }, ctx) => {
    const { type, ...filters } = query;
    const search = boardQueryFrom('project', { ...filters, type: type ?? 'all' });
    return { count: await countBoard(ctx.db, viewerOf(caller), search) };
  },
);
