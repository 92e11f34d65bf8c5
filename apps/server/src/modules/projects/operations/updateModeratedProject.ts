import { boardUpdateModerated } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projects } from '../kind';

/** Staff edit any project; documents stay the owner's uploads (or those already attached). */
export const updateModeratedProject = operation(
  'updateModeratedProject',
  'signed-in',
  boardUpdateModerated(projects),
);
