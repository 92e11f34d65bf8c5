// Projects on the board: what the shared board operations need to know about them
// (platform/board/kind.ts). Bids are the area's own (applyToProject, listProjectBids).
import { PROJECTS_PAGE_SIZE } from '@trestle/core';
import type { components } from '@trestle/openapi/types';
import { boardQueryFrom, type BoardKindSpec } from '../../platform/board/index';
import type { QueryParams } from '../../platform/http/operation';
import { presentProjects, readProject } from './read';
import { insertProject, updateProjectRow } from './save';

export interface ProjectKind {
  item: components['schemas']['Project'];
  create: components['schemas']['ProjectCreate'];
  update: components['schemas']['ProjectUpdate'];
  filters: QueryParams<'countProjects'>;
}

export const projects: BoardKindSpec<ProjectKind> = {
  kind: 'project',
  quota: 'projects',
  pageSize: PROJECTS_PAGE_SIZE,
  insert: insertProject,
  update: updateProjectRow,
  search: ({ type, ...filters }) => boardQueryFrom('project', { ...filters, type: type ?? 'all' }),
  present: presentProjects,
  presentOne: readProject,
};
