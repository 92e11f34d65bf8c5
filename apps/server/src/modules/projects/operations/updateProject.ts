import { assertBoardOwner } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projectFor, readProject, viewerOf } from '../read';
import { updateProjectRow } from '../save';

/** The owner edits their project (staff use updateModeratedProject). */
export const updateProject = operation(
  'updateProject',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const project = await projectFor(ctx, caller, params.id);
    assertBoardOwner(viewerOf(caller), project);
    await updateProjectRow(ctx, project, body);
    return readProject(ctx, caller, project.id);
  },
);
