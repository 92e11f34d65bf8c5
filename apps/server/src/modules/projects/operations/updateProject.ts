import { boardUpdate } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projects } from '../kind';

/** The owner edits their project (staff use updateModeratedProject). */
export const updateProject = operation('updateProject', 'signed-in', boardUpdate(projects));
