import { assertPassword } from '../../../platform/auth/confirm-password';
import { assertStaff, deleteBoardItem } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { jobFor, viewerOf } from '../read';

/** Staff delete any job, confirmed with their own password. */
export const deleteModeratedJob = operation(
  'deleteModeratedJob',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    assertStaff(viewerOf(caller));
    const job = await jobFor(ctx, caller, params.id);
    await assertPassword(caller, body.password);
    await deleteBoardItem(ctx.db, job.id);
    return { ok: true as const };
  },
  { rateLimit: ['passwordCheck'] },
);
