import { assertStaff, setFlagged } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projectFor, readProject, viewerOf } from '../read';

/** Staff flag a project (it leaves every public list) or clear the flag. */
export const flagModeratedProject = operation(
  'flagModeratedProject',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    assertStaff(viewerOf(caller));
    const project = await projectFor(ctx, caller, params.id);
    await setFlagged(ctx.db, project.id, body.flagged);
    return readProject(ctx, caller, project.id);
  },
);
