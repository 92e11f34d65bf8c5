import { toggleFavorite } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projectFor } from '../read';

export const toggleProjectFavorite = operation(
  'toggleProjectFavorite',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const project = await projectFor(ctx, caller, params.id);
    return { favorite: await toggleFavorite(ctx.db, caller.user.id, project.id) };
  },
);
