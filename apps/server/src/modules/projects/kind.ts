// Projects on the board: what the shared board operations need to know about them
// (platform/board/kind.ts). Bids are the area's own (applyToProject, listProjectBids).
import { PROJECTS_PAGE_SIZE } from '@trestle/core';
import { boardQueryFrom, type BoardKindSpec, type ContractKind } from '../../platform/board/index';
import { presentProjects, readProject } from './read';
import { insertProject, updateProjectRow } from './save';

export type ProjectKind = ContractKind<
  'Project',
  'ProjectCreate',
  'ProjectUpdate',
  'countProjects'
>;

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
