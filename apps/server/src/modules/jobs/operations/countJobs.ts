import { countBoard } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { viewerOf } from '../read';
import { jobQueryFrom } from '../search';

/** How many jobs the same newsfeed search finds. */
export const countJobs = operation('countJobs', 'signed-in', async ({ query, caller }, ctx) => ({
  count: await countBoard(ctx.db, viewerOf(caller), jobQueryFrom(query)),
}));
