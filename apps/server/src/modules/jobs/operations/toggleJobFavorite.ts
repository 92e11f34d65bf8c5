import { toggleFavorite } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobFor } from '../read';

export const toggleJobFavorite = operation(
  'toggleJobFavorite',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const job = await jobFor(ctx, caller, params.id);
    return { favorite: await toggleFavorite(ctx.db, caller.user.id, job.id) };
  },
);
