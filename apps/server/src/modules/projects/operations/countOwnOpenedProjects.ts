import { boardCountOwn } from '../../../platform/board/index';
import { operation } from '../../../platform/http/operation';
import { projects } from '../kind';

export const countOwnOpenedProjects = operation(
  'countOwnOpenedProjects',
  'signed-in',
  boardCountOwn(projects, 'opened'),
);
