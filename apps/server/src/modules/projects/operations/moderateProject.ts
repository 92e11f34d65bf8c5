import { assertStaff, setModeration } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projectFor, readProject, viewerOf } from '../read';

/** Staff approve a project or send it back to review (out of the public lists). */
export const moderateProject = operation(
  'moderateProject',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    assertStaff(viewerOf(caller));
    const project = await projectFor(ctx, caller, params.id);
    await setModeration(ctx.db, project.id, body.moderate);
    return readProject(ctx, caller, project.id);
  },
);
