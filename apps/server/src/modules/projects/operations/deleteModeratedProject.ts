import { boardDeleteModerated } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projects } from '../kind';

/** Staff delete any project, confirmed with their own password. */
export const deleteModeratedProject = operation(
  'deleteModeratedProject',
  'signed-in',
  boardDeleteModerated(projects),
  { rateLimit: ['passwordCheck'] },
);
