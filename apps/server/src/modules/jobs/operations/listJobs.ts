import { JOBS_API_DEFAULT_LIMIT } from '@trestle/core';
import { searchBoard } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { readJobs, viewerOf } from '../read';
import { jobQueryFrom } from '../search';

/** The jobs newsfeed: the all, following and favorite tabs with every filter. */
export const listJobs = operation('listJobs', 'signed-in', async ({ query, caller }, ctx) => {
  const { skip, limit, ...filters } = query;
  const ids = await searchBoard(ctx.db, viewerOf(caller), jobQueryFrom(filters), {
    skip: skip ?? 0,
    limit: limit ?? JOBS_API_DEFAULT_LIMIT,
  });
  return { items: await readJobs(ctx, caller, ids) };
});
