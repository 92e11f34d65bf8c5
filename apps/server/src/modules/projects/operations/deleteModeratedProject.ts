import { assertPassword } from '../../../platform/auth/confirm-password';
import { assertStaff, deleteBoardItem } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projectFor, viewerOf } from '../read';

/** Staff delete any project, confirmed with their own password. */
export const deleteModeratedProject = operation(
  'deleteModeratedProject',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    assertStaff(viewerOf(caller));
    const project = await projectFor(ctx, caller, params.id);
    await assertPassword(caller, body.password);
    await deleteBoardItem(ctx.db, project.id);
    return { ok: true as const };
  },
  { rateLimit: ['passwordCheck'] },
);
