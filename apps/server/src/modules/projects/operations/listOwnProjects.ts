import { boardListOwn } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projects } from '../kind';

/** The caller's projects, in review and flagged ones included, newest first. */
export const listOwnProjects = operation('listOwnProjects', 'signed-in', boardListOwn(projects));
