import { boardCountOwn } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projects } from '../kind';

export const countOwnProjects = operation('countOwnProjects', 'signed-in', boardCountOwn(projects));
