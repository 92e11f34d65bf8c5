import { assertPassword } from '../../../platform/auth/confirm-password';
import { assertBoardOwner, deleteBoardItem } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobFor, viewerOf } from '../read';

/** Owner only, with the account password; applications, favorites and reports go with it. */
export const deleteJob = operation(
  'deleteJob',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const job = await jobFor(ctx, caller, params.id);
    assertBoardOwner(viewerOf(caller), job);
    await assertPassword(caller, body.password);
    await deleteBoardItem(ctx.db, job.id);
    return { ok: true as const };
  },
  { rateLimit: ['passwordCheck'] },
);
