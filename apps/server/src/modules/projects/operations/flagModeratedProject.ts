import { boardFlag } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projects } from '../kind';

/** Staff flag a project (it leaves every public list) or clear the flag. */
export const flagModeratedProject = operation(
  'flagModeratedProject',
  'signed-in',
  boardFlag(projects),
);
