import { assertStaff } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projectFor, readProject, viewerOf } from '../read';
import { updateProjectRow } from '../save';

/** Staff edit any project; documents stay the owner's uploads (or those already attached). */
export const updateModeratedProject = operation(
  'updateModeratedProject',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    assertStaff(viewerOf(caller));
    const project = await projectFor(ctx, caller, params.id);
    await updateProjectRow(ctx, project, body);
    return readProject(ctx, caller, project.id);
  },
);
