import { JOBS_API_DEFAULT_LIMIT } from '@trestle/core';
import { searchBoard } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { readJobs, viewerOf } from '../read';

/** The caller's jobs (myJobs), opened and closed, in review or flagged too. */
export const listOwnJobs = operation('listOwnJobs', 'signed-in', async ({ query, caller }, ctx) => {
  const ids = await searchBoard(
    ctx.db,
    viewerOf(caller),
    { kind: 'job', tab: 'own', ...(query.status ? { status: query.status } : {}) },
    { skip: query.skip ?? 0, limit: query.limit ?? JOBS_API_DEFAULT_LIMIT },
  );
  return { items: await readJobs(ctx, caller, ids) };
});
