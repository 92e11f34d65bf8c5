import { boardModerate } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projects } from '../kind';

/** Staff approve a project or send it back to review (out of the public lists). */
export const moderateProject = operation('moderateProject', 'signed-in', boardModerate(projects));
