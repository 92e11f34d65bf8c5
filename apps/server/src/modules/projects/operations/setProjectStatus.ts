import { assertBoardOwner, setBoardStatus } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projectFor, readProject, viewerOf } from '../read';

/** The owner opens or closes their project (a closed one takes no bids). */
export const setProjectStatus = operation(
  'setProjectStatus',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const project = await projectFor(ctx, caller, params.id);
    assertBoardOwner(viewerOf(caller), project);
    await setBoardStatus(ctx.db, project.id, body.status);
    return readProject(ctx, caller, project.id);
  },
);
