import { boardCreate } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projects } from '../kind';

/** Publishes a project, within the membership's quota of projects. */
export const createProject = operation('createProject', 'signed-in', boardCreate(projects), {
  rateLimit: ['posting'],
  status: 201,
});
