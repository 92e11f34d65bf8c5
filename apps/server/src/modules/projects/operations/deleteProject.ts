import { assertPassword } from '../../../platform/auth/confirm-password';
import { assertBoardOwner, deleteBoardItem } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projectFor, viewerOf } from '../read';

/** Owner only, with the account password; bids, favorites and reports go with it. */
export const deleteProject = operation(
  'deleteProject',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const project = await projectFor(ctx, caller, params.id);
    assertBoardOwner(viewerOf(caller), project);
    await assertPassword(caller, body.password);
    await deleteBoardItem(ctx.db, project.id);
    return { ok: true as const };
  },
  { rateLimit: ['passwordCheck'] },
);
