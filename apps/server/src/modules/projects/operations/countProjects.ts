import { boardCount } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projects } from '../kind';

/** How many projects the same newsfeed search finds. */
export const countProjects = operation('countProjects', 'signed-in', boardCount(projects));
